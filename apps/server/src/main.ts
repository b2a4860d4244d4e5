#!/usr/bin/env node
// CLI entry of the reference server (cli.ts): `jinli-server [options]` serves, `jinli-server
// check-ledger` checks the books, `jinli-server operator …` manages the console's operators.
import { runCli } from './cli';

runCli();
