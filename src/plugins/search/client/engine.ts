import globalData from '@generated/globalData';
import type {LocalSearchGlobalData} from '../index';
import {TEST_ENGINE_STORAGE_KEY} from '../shared';

/**
 * Which engine answers searches in this browser. The build decides (Algolia
 * when its variables are set, the local index otherwise); test builds also
 * let the browser tests choose, through browser storage, so one build covers
 * both engines.
 */
export function searchSettings(): LocalSearchGlobalData {
  return globalData['search']!.default as LocalSearchGlobalData;
}

export function activeSearchEngine(): LocalSearchGlobalData['engine'] {
  const {engine, testEngineSwitch} = searchSettings();
  if (testEngineSwitch && typeof window !== 'undefined') {
    let chosen: string | null = null;
    try {
      chosen = window.localStorage.getItem(TEST_ENGINE_STORAGE_KEY);
    } catch {
      // Storage can be disabled (privacy settings): the build's engine answers.
    }
    if (chosen === 'local' || chosen === 'algolia') return chosen;
  }
  return engine;
}
