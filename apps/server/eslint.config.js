import { server } from '@jinli/eslint-config';

export default [
  ...server,
  {
    // One operation or concern per function: a module's factory assembles functions of their own
    // files instead of holding them all in one closure (issue 35).
    files: ['src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      // Every line counts, comments and blank lines too (issue 35 counts a function's lines).
      'max-lines-per-function': ['error', { max: 150 }],
    },
  },
];
