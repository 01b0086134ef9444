export * from './envelope';
export * from './call';
export * from './health';
export * from './unitconvert';
export * from './valve';
export * from './selection';
export * from './account';
