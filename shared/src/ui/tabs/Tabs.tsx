import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { overflowEdgeAttributes, useOverflowEdges } from '../layout/overflow-edges';
import { pickTab } from './tab-memory';
import { readTabMemory, tabStorageKey, writeTabMemory } from './tab-storage';
import { Panel, Tab, TabList } from './tabs-styles';

export interface TabItem {
  /** Also the URL fragment that selects the tab. */
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  /** Tells the page which tab is shown: the first choice, then every change. */
  onChange?: (id: string) => void;
  /** Separates the memory of several tab sets on one page. */
  memoryScope?: string;
  /** The tab shown without a fragment or a fresh memory; the first tab when absent. */
  initialTab?: string;
  'data-testid'?: string;
}

/** The tab a fragment names, if it names one of `ids`. */
function fragmentTab(hash: string, ids: readonly string[]): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (raw === '') return null;
  let id = raw;
  try {
    id = decodeURIComponent(raw);
  } catch {
    // A malformed escape: compare the fragment as it is.
  }
  return ids.includes(id) ? id : null;
}

/**
 * Tabs of docs/spec.md section 2: the URL fragment naming a tab selects it, else the tab chosen on this page
 * (host and path) within the last 5 minutes, else `initialTab`, else the first tab. Choosing a tab remembers it and puts its
 * id in the fragment. Arrow keys, Home and End move between tabs.
 */
export function Tabs({ tabs, label, onChange, memoryScope, initialTab, ...rest }: TabsProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const baseId = useId();
  const ids = tabs.filter((tab) => !tab.disabled).map((tab) => tab.id);
  const storageKey = tabStorageKey(location.pathname, memoryScope);
  const [selected, setSelected] = useState<string | null>(() =>
    pickTab({ tabs: ids, record: readTabMemory(storageKey), now: Date.now(), fragment: location.hash, fallback: initialTab }),
  );
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const strip = useRef<HTMLDivElement>(null);
  const edges = useOverflowEdges(strip);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const idsKey = ids.join('\u0000');
  useEffect(() => {
    // A fragment naming a tab selects it, also when it changes after mounting (links, back and forward).
    const fromHash = fragmentTab(location.hash, idsKey.split('\u0000'));
    if (fromHash === null) return;
    setSelected(fromHash);
    writeTabMemory(storageKey, fromHash);
  }, [location.hash, idsKey, storageKey]);

  const fallback = initialTab !== undefined && ids.includes(initialTab) ? initialTab : (ids[0] ?? null);
  const active = selected !== null && ids.includes(selected) ? selected : fallback;

  useEffect(() => {
    if (active !== null) onChangeRef.current?.(active);
  }, [active]);

  const choose = (id: string) => {
    buttons.current.get(id)?.focus();
    if (id === active) return;
    setSelected(id);
    writeTabMemory(storageKey, id);
    void navigate({ pathname: location.pathname, search: location.search, hash: `#${encodeURIComponent(id)}` }, { replace: true, preventScrollReset: true });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (active === null) return;
    const at = ids.indexOf(active);
    const target =
      event.key === 'ArrowRight' ? ids[(at + 1) % ids.length]
      : event.key === 'ArrowLeft' ? ids[(at - 1 + ids.length) % ids.length]
      : event.key === 'Home' ? ids[0]
      : event.key === 'End' ? ids[ids.length - 1]
      : undefined;
    if (target === undefined) return;
    event.preventDefault();
    choose(target);
  };

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;
  const current = tabs.find((tab) => tab.id === active);

  return (
    <div data-testid={rest['data-testid']}>
      <TabList ref={strip} role="tablist" aria-label={label} onKeyDown={onKeyDown} {...overflowEdgeAttributes(edges)}>
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            ref={(el) => {
              if (el) buttons.current.set(tab.id, el);
              else buttons.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={tab.id === active}
            aria-controls={panelId(tab.id)}
            tabIndex={tab.id === active ? 0 : -1}
            disabled={tab.disabled}
            $active={tab.id === active}
            onClick={() => choose(tab.id)}
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {current ? (
        <Panel role="tabpanel" id={panelId(current.id)} aria-labelledby={tabId(current.id)} tabIndex={0}>
          {current.content}
        </Panel>
      ) : null}
    </div>
  );
}
