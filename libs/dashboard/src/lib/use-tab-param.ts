import { useSearchParams } from 'react-router-dom';

/**
 * The open tab of a screen kept in the address (`?tab=marketing`), so a reload or a shared link opens
 * the same tab; the first tab is the address without the parameter. Unknown values open the first.
 */
export function useTabParam<T extends string>(tabs: readonly T[]): [T, (next: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as T | null;
  const tab = asked && tabs.includes(asked) ? asked : tabs[0];
  const setTab = (next: string) =>
    setParams(
      (old) => {
        const out = new URLSearchParams(old);
        if (next === tabs[0]) out.delete('tab');
        else out.set('tab', next);
        return out;
      },
      { replace: true },
    );
  return [tab, setTab];
}
