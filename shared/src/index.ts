export * from './envelope.js';
export * from './validation.js';
export * from './choices.js';
export * from './schemas/auth.js';
export * from './schemas/settings.js';
