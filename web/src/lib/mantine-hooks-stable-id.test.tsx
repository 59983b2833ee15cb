import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { useDisclosure, useId } from './mantine-hooks-stable-id';

function Labelled({ onRender }: { onRender: (id: string) => void }) {
  const id = useId();
  onRender(id);
  return <span id={id}>label</span>;
}

describe('useId for Mantine', () => {
  it('keeps the server’s id through hydration and renders once', async () => {
    const container = document.createElement('div');
    const serverIds: string[] = [];
    container.innerHTML = renderToString(<Labelled onRender={(id) => serverIds.push(id)} />);
    const clientIds: string[] = [];
    await act(async () => {
      hydrateRoot(container, <Labelled onRender={(id) => clientIds.push(id)} />);
    });
    expect(serverIds[0]).toMatch(/^mantine-/);
    // One render: no second one with a new id after hydration.
    expect(clientIds).toEqual([serverIds[0]]);
    expect(container.querySelector('span')?.id).toBe(serverIds[0]);
  });

  it('returns a given id as is, and passes Mantine’s other hooks through', () => {
    const ids: string[] = [];
    renderToString(<Given onRender={(id) => ids.push(id)} />);
    expect(ids).toEqual(['given']);
    expect(typeof useDisclosure).toBe('function');
  });
});

function Given({ onRender }: { onRender: (id: string) => void }) {
  onRender(useId('given'));
  return null;
}
