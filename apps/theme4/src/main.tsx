// theme4's browser entry: its look and its app (app.ts), booted (DESIGN.md §6).
import { bootApp } from '@jinli/features';
import { appOptions } from './app';
import './theme.css';

void bootApp(appOptions);
