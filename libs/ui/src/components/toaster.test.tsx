import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast, getToasts, toast } from './toast-store.js';
import { Toaster } from './toaster.js';

afterEach(() => {
  act(() => dismissToast());
});

describe('toasts (spec 000 §9: one toast visible at a time)', () => {
  it('replaces the visible toast with a new one', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Prvi', description: 'prva poruka' });
    });
    expect(screen.getByText('Prvi')).toBeTruthy();
    act(() => {
      toast({ title: 'Drugi', description: 'druga poruka', variant: 'destructive' });
    });
    expect(screen.getByText('Drugi')).toBeTruthy();
    expect(screen.getByText('druga poruka')).toBeTruthy();
    expect(screen.queryByText('Prvi')).toBeNull();
    expect(getToasts()).toHaveLength(1);
  });

  it('marks the destructive variant', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Greška', variant: 'destructive' });
    });
    expect(screen.getByText('Greška').closest('[data-variant]')?.getAttribute('data-variant')).toBe('destructive');
  });
});
