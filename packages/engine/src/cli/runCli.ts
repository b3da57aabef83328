import { z } from 'zod';

/** Runs a command's main with the process arguments; any failure prints `name: message` and the usage, exit 1. */
export function runCli(name: string, usage: string, main: (argv: string[]) => Promise<void>): void {
  main(process.argv.slice(2)).catch((error: unknown) => {
    const message =
      error instanceof z.ZodError
        ? z.prettifyError(error)
        : error instanceof Error
          ? error.message
          : String(error);
    process.stderr.write(`${name}: ${message}\n${usage}\n`);
    process.exitCode = 1;
  });
}
