// Test data builders for every workspace's tests: '@cod/contracts/testing'. Never imported by production code.
export * from './website-fixture.js';
export * from './public-page-fixture.js';
