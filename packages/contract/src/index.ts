export * from './enums.ts';
export * from './messages.ts';
export * from './format.ts';
export * from './envelope.ts';
export * from './auth.ts';
export * from './paths.ts';
