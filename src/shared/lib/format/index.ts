export * from './dates';
export * from './missing';
export * from './numbers';
export * from './text';
