/** `pnpm demo:password`: sets a new password for the demo owner and prints it in a frame. */
import { exitWithError } from '../../platform/cli/commandErrors.ts';
import { loadConfig } from '../../platform/config/config.ts';
import { openDatabase } from '../../platform/db/openDatabase.ts';
import { keepNewFilesPrivate } from '../../platform/privateFiles.ts';
import { demoSignInMessage } from './demoSignInMessage.ts';
import { setDemoPassword } from './setDemoPassword.ts';
import { NotFoundError } from '../../platform/errors.ts';

async function main(): Promise<void> {
  keepNewFilesPrivate();
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
