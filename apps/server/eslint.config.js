import { server } from '@jinli/eslint-config';

export default [
  ...server,
  {
    // One operation or concern per function: a module's factory assembles functions of their own
    // files instead of holding them all in one closure, and a test file groups its cases in
    // describe blocks a reader takes in at once (issue 35).
    files: ['src/modules/**/*.ts'],
    rules: {
      // Every line counts, comments and blank lines too (issue 35 counts a function's lines).
      'max-lines-per-function': ['error', { max: 150 }],
    },
  },
];
