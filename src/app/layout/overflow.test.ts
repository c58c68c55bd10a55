import { describe, expect, it } from 'vitest';
import { splitOverflow } from './overflow';

const entries = ['Sales', 'Resources', 'Rewards', 'University', 'Support', 'Admin'];

describe('splitOverflow', () => {
  it('shows floor(width / 150) entries and moves the rest into More', () => {
    expect(splitOverflow(entries, 450)).toEqual({ visible: ['Sales', 'Resources', 'Rewards'], overflow: ['University', 'Support', 'Admin'] });
    expect(splitOverflow(entries, 599)).toEqual({ visible: entries.slice(0, 3), overflow: entries.slice(3) });
    expect(splitOverflow(entries, 600).visible).toHaveLength(4);
  });

  it('shows everything when the width fits every entry', () => {
    expect(splitOverflow(entries, 900)).toEqual({ visible: entries, overflow: [] });
    expect(splitOverflow(entries, 5000)).toEqual({ visible: entries, overflow: [] });
  });

  it('moves everything into More when not even one entry fits', () => {
    expect(splitOverflow(entries, 149)).toEqual({ visible: [], overflow: entries });
    expect(splitOverflow(entries, 0)).toEqual({ visible: [], overflow: entries });
  });

  it('shows everything while the width is unknown', () => {
    expect(splitOverflow(entries, null)).toEqual({ visible: entries, overflow: [] });
  });

  it('accepts another item width', () => {
    expect(splitOverflow(entries, 300, 100).visible).toEqual(['Sales', 'Resources', 'Rewards']);
  });
});
