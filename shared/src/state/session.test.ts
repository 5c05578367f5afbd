import { createStore } from 'jotai';
import { makeSessionUser } from '@portal/shared/testing';
import { clearSession, storeSession } from './session-actions';
import type * as Jotai from 'jotai';
import type * as SessionAtoms from './session-atoms';
import {
  inviteHashAtom,
  isAuthenticatedAtom,
  onboardingAtom,
  languageAtom,
  roleNameAtom,
  sessionUserAtom,
  storedLanguageAtom,
} from './session-atoms';
import { STORAGE_KEYS } from './storage-keys';

beforeEach(() => window.localStorage.clear());

describe('session atoms (spec sections 3 and 4)', () => {
  it('keep the stored keys authToken, currentTrans, user, roleName, hash, onboarding', () => {
    expect(Object.values(STORAGE_KEYS)).toEqual(['authToken', 'currentTrans', 'user', 'roleName', 'hash', 'onboarding']);
  });

  it('store a login: token and first role as plain strings, the profile as JSON', () => {
    const store = createStore();
    const profile = makeSessionUser({ username: 'ayan' });
    storeSession({ token: 'tok', roles: [{ name: 'streamer' }, { name: 'user' }], profile }, store);
    expect(store.get(isAuthenticatedAtom)).toBe(true);
    expect(window.localStorage.getItem('authToken')).toBe('tok');
    expect(window.localStorage.getItem('roleName')).toBe('streamer');
    expect(JSON.parse(window.localStorage.getItem('user') ?? 'null')).toMatchObject({ username: 'ayan' });
  });

  it('accept roles given as plain names', () => {
    const store = createStore();
    storeSession({ token: 't', roles: ['captain'], profile: makeSessionUser() }, store);
    expect(store.get(roleNameAtom)).toBe('captain');
  });

  it('read what an earlier visit stored when the page loads', () => {
    window.localStorage.setItem('authToken', 'saved');
    window.localStorage.setItem('currentTrans', 'uz');
    window.localStorage.setItem('hash', 'inv-1');
    // The atoms read the storage when their module loads (page start): load a fresh copy after seeding.
    jest.isolateModules(() => {
      /* eslint-disable @typescript-eslint/no-require-imports */
      const fresh = require('./session-atoms') as typeof SessionAtoms;
      const { createStore: createFreshStore } = require('jotai') as typeof Jotai;
      /* eslint-enable @typescript-eslint/no-require-imports */
      const store = createFreshStore();
      expect(store.get(fresh.authTokenAtom)).toBe('saved');
      expect(store.get(fresh.languageAtom)).toBe('uz');
      expect(store.get(fresh.inviteHashAtom)).toBe('inv-1');
      expect(store.get(fresh.isAuthenticatedAtom)).toBe(true);
    });
  });

  it('treat a missing or unknown stored language as ru', () => {
    const store = createStore();
    expect(store.get(languageAtom)).toBe('ru');
    store.set(storedLanguageAtom, 'fr');
    expect(store.get(languageAtom)).toBe('ru');
  });

  it('clear user, token, invite hash, language and role on logout', () => {
    const store = createStore();
    storeSession({ token: 'tok', roles: [{ name: 'user' }], profile: makeSessionUser() }, store);
    store.set(inviteHashAtom, 'h');
    store.set(storedLanguageAtom, 'en');
    store.set(onboardingAtom, { currentStep: 3, currentTab: 'safety', steps: [] });
    clearSession(store);
    for (const key of [STORAGE_KEYS.authToken, STORAGE_KEYS.currentTrans, STORAGE_KEYS.user, STORAGE_KEYS.roleName, STORAGE_KEYS.hash]) {
      expect(window.localStorage.getItem(key)).toBeNull();
    }
    expect(store.get(sessionUserAtom)).toBeNull();
    expect(store.get(isAuthenticatedAtom)).toBe(false);
  });

  it('reset the onboarding checklist on logout, tab back to main-information', () => {
    const store = createStore();
    store.set(onboardingAtom, { currentStep: 3, currentTab: 'safety', steps: [] });
    clearSession(store);
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.onboarding) ?? 'null') as { currentStep: number; currentTab: string; steps: { completed: boolean }[] };
    expect([stored.currentStep, stored.currentTab, stored.steps.length, stored.steps.some((step) => step.completed)]).toEqual([0, 'main-information', 5, false]);
  });

  it('drop the matches the service worker kept for the offline page on logout', () => {
    const deleted: string[] = [];
    const holder = globalThis as { caches?: unknown };
    holder.caches = { delete: (name: string) => Promise.resolve(deleted.push(name) > 0) };
    try {
      clearSession(createStore());
      expect(deleted).toEqual(['portal-data-v1']);
    } finally {
      delete holder.caches;
    }
  });
});
