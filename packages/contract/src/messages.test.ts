import { describe, expect, it } from 'vitest';
import { MSG } from './messages.ts';
import { API, API_BASE, HEADERS } from './paths.ts';

// SPEC 5 and 8, with the spelling mended per ruling 20.

describe('MSG', () => {
  it('has the login form messages of SPEC 5', () => {
    expect(MSG.emailRequired).toBe('Email is required.');
    expect(MSG.max30).toBe('Max 30 characters');
    expect(MSG.invalidEmail).toBe('Invalid e-mail.');
    expect(MSG.required).toBe('Required.');
    expect(MSG.min6).toBe('Min 6 characters');
    expect(MSG.missingCredentials).toBe('Missing username or password');
  });

  it('has the general form messages of SPEC 5', () => {
    expect(MSG.fieldRequired).toBe('Field is required');
    expect(MSG.formInvalid).toBe('Some fields are not filled');
    expect(MSG.notAvailable).toBe('Not Available');
    expect(MSG.ugxMissing).toBe('UGX missing');
  });

  it('has the catalogue messages of SPEC 8', () => {
    expect(MSG.loginFailed).toBe('Incorrect email or password pair');
    expect(MSG.loginSuccess).toBe('Login successful');
    expect(MSG.verifyFailed).toBe('Invalid verification, please try again');
    expect(MSG.verifySuccess).toBe('Email login verified');
    expect(MSG.offline).toBe('No internet connection');
    expect(MSG.noData).toBe('No data available');
    expect(MSG.noMoreData).toBe('No more data available');
    expect(MSG.genericError).toBe('An error occurred, please try again');
    expect(MSG.sessionExpiredTitle).toBe('Session Expired');
    expect(MSG.sessionExpired).toBe(
      'Your session has expired. Would you like to be redirected to the login page?',
    );
  });

  it("spells 'Log out successful' correctly (ruling 20)", () => {
    expect(MSG.logout).toBe('Log out successful');
  });

  it('has no misspelling of the original and no double spaces', () => {
    for (const [key, text] of Object.entries(MSG)) {
      expect(text, key).not.toMatch(/succesful|occured|wheile|Referal\b/i);
      expect(text, key).not.toMatch(/ {2}/);
      expect(text.trim(), key).toBe(text);
      expect(text, key).not.toBe('');
    }
  });
});

describe('paths and headers (SPEC 7, API.md)', () => {
  it('uses the /api/v1 base path and the spec auth paths', () => {
    expect(API_BASE).toBe('/api/v1');
    expect(API.auth.login).toBe('/auth/login');
    expect(API.auth.verify).toBe('/auth/verify');
    expect(API.auth.logout).toBe('/auth/logout');
  });

  it('names the headers of API.md', () => {
    expect(HEADERS.partnerId.toLowerCase()).toBe('x-partner-id');
    expect(HEADERS.countryCode.toLowerCase()).toBe('x-country-code');
    expect(HEADERS.userEmail.toLowerCase()).toBe('x-user-email');
    expect(HEADERS.idempotencyKey.toLowerCase()).toBe('idempotency-key');
  });
});
