export * from './form-messages';
export * from './messages';
export * from './rules';
export * from './schemas';
