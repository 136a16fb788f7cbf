import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // The content loader's parsers, as CommonJS builds (jsdom would pick their browser ES modules).
    '^marked$': '<rootDir>/node_modules/marked/lib/marked.umd.js',
    '^yaml$': '<rootDir>/node_modules/yaml/dist/index.js',
  },
  testPathIgnorePatterns: ['<rootDir>/e2e/', '<rootDir>/node_modules/', '<rootDir>/out/', '<rootDir>/.next/'],
};

export default createJestConfig(config);
