/**
 * Files this process creates from now on are its user's alone (umask 077): the database's
 * files, blobs, the mail outbox's .eml copies and secrets hold customers' data, and the
 * libraries that write them (PGlite, nodemailer) would otherwise leave them readable by all
 * (0666, 0644). Called first by the commands that open DATA_DIR.
 */
export function keepNewFilesPrivate(): void {
  process.umask(0o077);
}
