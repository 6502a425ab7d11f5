// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { $viewMode, reloadViewMode, setViewMode } from './view-mode-store';

describe('$viewMode', () => {
  beforeEach(() => localStorage.clear());

  it('defaults to image', () => {
    reloadViewMode();
    expect($viewMode.get()).toBe('image');
  });

  it('keeps the choice under the grid type key', () => {
    setViewMode('list');
    expect(localStorage.getItem('gridType')).toBe('list');
    reloadViewMode();
    expect($viewMode.get()).toBe('list');
  });

  it('ignores an unknown stored value', () => {
    localStorage.setItem('gridType', 'mosaic');
    reloadViewMode();
    expect($viewMode.get()).toBe('image');
  });
});
