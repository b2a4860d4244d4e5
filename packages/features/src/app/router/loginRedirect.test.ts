import { describe, expect, it } from 'vitest';
import { loginHref, readLoginRedirect } from './loginRedirect';

describe('loginHref / readLoginRedirect', () => {
  it('remembers an in-app target and reads it back', () => {
    const href = loginHref('/bet-list?game_id=110#top');
    expect(href).toBe('/auth/login?redirect=%2Fbet-list%3Fgame_id%3D110%23top');
    expect(readLoginRedirect(href.slice(href.indexOf('?')))).toBe('/bet-list?game_id=110#top');
  });
  it('has nothing to remember for home, login itself, or no target', () => {
    expect(loginHref()).toBe('/auth/login');
    expect(loginHref('/')).toBe('/auth/login');
    expect(loginHref('/auth/login?redirect=%2Fx')).toBe('/auth/login');
  });
  it('never sends the user off the app', () => {
    expect(readLoginRedirect('?redirect=https%3A%2F%2Fevil.example')).toBeNull();
    expect(readLoginRedirect('?redirect=%2F%2Fevil.example')).toBeNull();
    expect(readLoginRedirect('?redirect=%2F%5Cevil.example')).toBeNull();
    expect(readLoginRedirect('')).toBeNull();
  });
});
