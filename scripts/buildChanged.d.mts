/** A package `pnpm start` builds, with the workspace packages its build reads. */
export interface Build {
  name: string;
  dir: string;
  uses: string[];
}

export const BUILDS: Build[];
export function inputsHash(build: Build): string;
export function isStale(build: Build): boolean;
export function buildIfStale(build: Build): void;
