/**
 * Local fakes of the outside services the engine's providers call, speaking their
 * documented formats (errors included), and the demo region the suites share. Tests only:
 * never imported by production code.
 */
export * from './asPhotographs.ts';
export * from './fakeCensus.ts';
export * from './fakeGemini.ts';
export * from './fakeMapbox.ts';
export * from './fakeMapboxStatic.ts';
export * from './fakeNaip.ts';
export * from './fakeOverpass.ts';
export * from './fakeRegrid.ts';
export * from './fakeServer.ts';
export * from './testDemoRegion.ts';
