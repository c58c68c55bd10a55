import { describe, expect, it } from 'vitest';
import { classifyLoadError } from './loadErrors';

describe('errors of screens loaded on demand', () => {
  it("reads the file of Vite's stylesheet preload failure", () => {
    const message = 'Unable to preload CSS for /assets/OrderViewScreen-9f8e.css';
    expect(classifyLoadError(new Error(message))).toEqual({ kind: 'css', file: '/assets/OrderViewScreen-9f8e.css', detail: message });
  });

  it.each([
    'Failed to fetch dynamically imported module: https://portal.example/assets/a.js',
    'error loading dynamically imported module: https://portal.example/assets/a.js',
    'Importing a module script failed.',
  ])('knows a failed screen download as worded by each browser: %s', (message) => {
    expect(classifyLoadError(new TypeError(message))).toEqual({ kind: 'chunk', file: null, detail: message });
  });

  it('keeps any other error as it is, text included', () => {
    expect(classifyLoadError(new Error('x is undefined'))).toEqual({ kind: 'other', file: null, detail: 'x is undefined' });
    expect(classifyLoadError('thrown text')).toEqual({ kind: 'other', file: null, detail: 'thrown text' });
  });

  it('has no detail for an error without text', () => {
    expect(classifyLoadError({ status: 500 })).toEqual({ kind: 'other', file: null, detail: null });
    expect(classifyLoadError(new Error(''))).toEqual({ kind: 'other', file: null, detail: null });
    expect(classifyLoadError(undefined)).toEqual({ kind: 'other', file: null, detail: null });
  });
});
