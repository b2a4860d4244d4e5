#!/usr/bin/env node
// CLI entry of the reference server (cli.ts): `jinli-server [options]` serves, `jinli-server
// check-ledger` checks the books.
import { runCli } from './cli';

runCli();
