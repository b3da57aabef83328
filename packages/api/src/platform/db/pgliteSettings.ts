/**
 * Settings for a small embedded database. PostgreSQL's defaults (128 MB of shared buffers)
 * are sized for a dedicated server; in one process beside the app they only cost memory,
 * since the operating system caches the data files anyway.
 */
export const PGLITE_SETTINGS = [
  'shared_buffers=16MB',
  'wal_buffers=1MB',
  'temp_buffers=2MB',
  'work_mem=4MB',
  'maintenance_work_mem=16MB',
];
