/** The one row an INSERT … RETURNING gives back; none would be a driver bug, not a user error. */
export function insertedRow<T>(rows: T[], table: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`insert into ${table} returned no row`);
  return row;
}
