// Test helpers, kept out of the main entry so production code cannot import them by accident.
export * from './db/test-database.js';
export * from './grpc/test-caller.js';
export * from './net/ports.js';
