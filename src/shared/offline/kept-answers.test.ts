import { describe, expect, it } from 'vitest';

import { keptAnswerSavedAt, markKeptAnswer } from './kept-answers';
import { CONFIG_ADDRESS } from './offline-protocol';
import { CONFIG_FILE_PATH } from '../../config/runtime-config';

describe('the answers that came from the kept ID card', () => {
  it('marks a parsed answer with the time it was saved; a live answer has none', () => {
    const kept = { cards: [] };
    const live = { cards: [] };
    markKeptAnswer(kept, '2026-11-26T23:04:00.000Z');
    expect(keptAnswerSavedAt(kept)).toEqual(new Date('2026-11-26T23:04:00.000Z'));
    expect(keptAnswerSavedAt(live)).toBeNull();
  });

  it('marks nothing that is not an object, nor with a time that is not one', () => {
    const body = { cards: [] };
    markKeptAnswer(body, 'yesterday');
    markKeptAnswer('text', '2026-11-26T23:04:00.000Z');
    expect(keptAnswerSavedAt(body)).toBeNull();
    expect(keptAnswerSavedAt('text')).toBeNull();
    expect(keptAnswerSavedAt(undefined)).toBeNull();
  });
});

describe('the address of the configuration the service worker keeps', () => {
  it('is the one the portal reads at start-up', () => {
    expect(CONFIG_ADDRESS).toBe(CONFIG_FILE_PATH);
  });
});
