export * from './enums.ts';
export * from './schemas/index.ts';
