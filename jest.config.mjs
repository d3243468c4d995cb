import nextJest from 'next/jest.js';

// next/jest would otherwise try to 'patch' the lockfile over the network.
process.env.NEXT_IGNORE_INCORRECT_LOCKFILE ??= '1';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/__tests__'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/__tests__/setup.ts'],
  moduleNameMapper: {
    // server-only throws outside React's server condition; the tests run the server code directly.
    '^server-only$': '<rootDir>/__tests__/support/empty-module.ts',
    '^@/(.*)$': '<rootDir>/$1',
  },
};

// p-limit and its queue ship as ES modules only: let next/jest's SWC transform compile them too.
const ESM_PACKAGES = ['p-limit', 'yocto-queue'];

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: [
      `/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`,
      ...resolved.transformIgnorePatterns.filter((pattern) => !pattern.startsWith('/node_modules/')),
    ],
  };
}
