/** `pnpm demo:password`: sets a new password for the demo owner and prints it in a frame. */
import { exitWithError } from './commandErrors.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/openDatabase.ts';
import { demoSignInMessage } from './demo/demoSignInMessage.ts';
import { setDemoPassword } from './demo/setDemoPassword.ts';
import { NotFoundError } from './errors.ts';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const database = await openDatabase(config.database);
  try {
    const password = await setDemoPassword(database.db);
    console.log(demoSignInMessage(config.publicUrl, password));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) =>
  exitWithError(error, 'The demo password could not be set:', [NotFoundError]),
);
