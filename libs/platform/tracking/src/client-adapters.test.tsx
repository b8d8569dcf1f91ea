import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientAdaptersProvider, ClientModule, useClientModule } from './client-adapters';

function Probe({ load }: { load: () => Promise<{ name: string }> }) {
  const module = useClientModule(load);
  return <p>{module ? module.name : 'not loaded'}</p>;
}

describe('client-only adapters', () => {
  afterEach(cleanup);

  it('are not loaded in unit tests', async () => {
    const load = vi.fn(async () => ({ name: 'loaded' }));
    render(<Probe load={load} />);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('not loaded')).toBeTruthy();
  });

  it('load after mount when a test asks for them', async () => {
    const load = vi.fn(async () => ({ name: 'loaded' }));
    render(
      <ClientAdaptersProvider enabled>
        <Probe load={load} />
      </ClientAdaptersProvider>,
    );
    expect(await screen.findByText('loaded')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("render a module's component as a leaf: its arrival does not render the page around it again", async () => {
    let pageRenders = 0;
    const load = async () => ({ default: () => <p>panel</p> });
    function Page() {
      pageRenders += 1;
      return <ClientModule load={load} />;
    }
    render(
      <ClientAdaptersProvider enabled>
        <Page />
      </ClientAdaptersProvider>,
    );
    expect(await screen.findByText('panel')).toBeTruthy();
    expect(pageRenders).toBe(1);
  });
});
