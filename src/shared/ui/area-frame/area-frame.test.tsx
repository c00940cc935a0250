import { msg } from '@lingui/core/macro';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { showSpanish } from '../../../test/i18n';
import { PROBLEM_EVENT } from '../../errors/report-problem';

import { AreaFrame, AreaSection } from './area-frame';
import { type QueryState, failedAs, Loaded } from './loaded';

function renderInRouter(element: React.ReactElement) {
  const router = createMemoryRouter([{ path: '*', element }]);
  return render(<RouterProvider router={router} />);
}

const problemReports = () => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === PROBLEM_EVENT);

const loading = <T,>(): QueryState<T> => ({ data: undefined, error: null });
const answered = <T,>(data: T): QueryState<T> => ({ data, error: null });
const failed = <T,>(error: unknown, isFetching = false): QueryState<T> => ({ data: undefined, error, isFetching });

describe('AreaSection', () => {
  it('is a region named by its heading, at level 2 unless it sits in another section', () => {
    render(
      <AreaSection className="account__card" titleClassName="account__card-title" title="Group">
        <p>City of Portland</p>
        <AreaSection level={3} title="Plans">
          <p>Dental PPO</p>
        </AreaSection>
      </AreaSection>,
    );
    const group = screen.getByRole('region', { name: 'Group' });
    expect(group).toHaveClass('account__card');
    expect(screen.getByRole('heading', { level: 2, name: 'Group' })).toHaveClass('account__card-title');
    expect(group).toHaveTextContent('City of Portland');
    expect(screen.getByRole('region', { name: 'Plans' })).toHaveTextContent('Dental PPO');
    expect(screen.getByRole('heading', { level: 3, name: 'Plans' })).toBeInTheDocument();
  });

  it('keeps a heading id given to it, for a link or a control that points to the heading', () => {
    render(<AreaSection titleId="dental-services" title="Dental services" />);
    expect(screen.getByRole('heading', { name: 'Dental services' })).toHaveAttribute('id', 'dental-services');
    expect(screen.getByRole('region', { name: 'Dental services' })).toHaveAttribute('aria-labelledby', 'dental-services');
  });
});

/** The report of the find-a-dentist page's content failing to render. */
const FIND_A_DENTIST_REPORT = { event: PROBLEM_EVENT, piece: 'find-care.find-a-dentist', reason: 'TypeError' };

/** The find-a-dentist page's frame, titled `title`, whose content fails to render (logs silenced, a new data layer). */
function renderFailingFrame(title: string) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  window.dataLayer = [];
  const Broken = () => {
    throw new TypeError('broken');
  };
  return renderInRouter(
    <AreaFrame title={title} piece="find-care.find-a-dentist">
      <Broken />
    </AreaFrame>,
  );
}

describe('AreaFrame', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the heading, the back link, the intro and the content', () => {
    renderInRouter(
      <AreaFrame title="Resources" piece="find-care.resources" back={{ to: '/find-care', label: 'Find care' }} intro={<p>What your plan offers.</p>}>
        <p>Nurse line</p>
      </AreaFrame>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Resources' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Find care/ })).toHaveAttribute('href', '/find-care');
    expect(screen.getByText('What your plan offers.')).toBeInTheDocument();
    expect(screen.getByText('Nurse line')).toBeInTheDocument();
  });

  it('shows the heading and the loading state, not the content or the tabs, while the area loads', () => {
    renderInRouter(
      <AreaFrame title="Account summary" piece="account.summary" loading="Loading your account" tabs={<nav aria-label="Account">tabs</nav>}>
        <p>Subscriber</p>
      </AreaFrame>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Account summary' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account');
    expect(screen.queryByText('Subscriber')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Account' })).toBeNull();
  });

  it('puts the tab bar beside the content once loaded', () => {
    renderInRouter(
      <AreaFrame title="Account summary" piece="account.summary" tabs={<nav aria-label="Account">tabs</nav>}>
        <p>Subscriber</p>
      </AreaFrame>,
    );
    expect(screen.getByRole('navigation', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByText('Subscriber')).toBeInTheDocument();
  });

  it('keeps the heading when the content fails to render: the content shows its own message', async () => {
    renderFailingFrame('Find a dentist');
    expect(screen.getByRole('heading', { level: 1, name: 'Find a dentist' })).toBeInTheDocument();
    expect(screen.getByText("Sorry, we can't show this page's content right now.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Try again: this page's content" })).toBeEnabled();
    // Reported under the page's key.
    await waitFor(() => expect(problemReports()).toEqual([FIND_A_DENTIST_REPORT]));
  });

  it('shows the message of a content that fails to render in Spanish on a Spanish page, reported as in English', async () => {
    await showSpanish();
    renderFailingFrame('Buscar un dentista');
    expect(screen.getByText('Lo sentimos, no podemos mostrar el contenido de esta página en este momento.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo: el contenido de esta página' })).toBeEnabled();
    await waitFor(() => expect(problemReports()).toEqual([FIND_A_DENTIST_REPORT]));
  });
});

describe('Loaded, the page pattern', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the loading state while any answer has no data', () => {
    render(
      <Loaded queries={[answered(1), loading<number>()]} loading="Loading your plan">
        {(a, b) => <p>{a + b}</p>}
      </Loaded>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading your plan');
  });

  it('gives the content the data of every answer, in order', () => {
    render(
      <Loaded queries={[answered('Plan A'), answered(false)]} loading="Loading your plan">
        {(name, registered) => <p>{`${name}: ${registered ? 'registered' : 'not registered'}`}</p>}
      </Loaded>,
    );
    expect(screen.getByText('Plan A: not registered')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows nothing for a failed answer the failure rule handles (the error page replaces the page)', () => {
    const { container } = render(
      <Loaded queries={[answered(1), failed<number>(new Error('http 500'))]} loading="Loading">
        {(a, b) => <p>{a + b}</p>}
      </Loaded>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it("shows the screen's own message for a call handled in place, with the error", () => {
    const error = { status: 503 };
    render(
      <Loaded queries={[failed<string>(error)]} loading="Loading the claim" failed={(e) => <p>{`Not available (${(e as typeof error).status})`}</p>}>
        {(claim) => <p>{claim}</p>}
      </Loaded>,
    );
    expect(screen.getByText('Not available (503)')).toBeInTheDocument();
  });

  it('shows the loading state, not the failure, while a failed answer is read again', () => {
    render(
      <Loaded queries={[failed<string>(new Error('x'), true)]} loading="Loading the claim" failed={() => <p>Not available</p>}>
        {(claim) => <p>{claim}</p>}
      </Loaded>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the claim');
    expect(screen.queryByText('Not available')).toBeNull();
  });

  it('shows the empty state when the answers have nothing to show', () => {
    render(
      <Loaded queries={[answered<string[]>([])]} loading="Loading" isEmpty={(list) => list.length === 0} empty={<p>There are no documents.</p>}>
        {(list) => <ul>{list.map((item) => <li key={item}>{item}</li>)}</ul>}
      </Loaded>,
    );
    expect(screen.getByText('There are no documents.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('contains a content that fails to render in its own piece when it names one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.dataLayer = [];
    render(
      <>
        <Loaded queries={[answered({})]} loading="Loading" piece={{ key: 'benefits.limits', name: msg`your limits` }}>
          {(limits) => <p>{(limits as { list: string[] }).list.join()}</p>}
        </Loaded>
        <p>The rest of the page.</p>
      </>,
    );
    expect(screen.getByText("Sorry, we can't show your limits right now.")).toBeInTheDocument();
    expect(screen.getByText('The rest of the page.')).toBeInTheDocument();
    // Reported under its key.
    await waitFor(() => expect(problemReports()).toEqual([{ event: PROBLEM_EVENT, piece: 'benefits.limits', reason: 'TypeError' }]));
  });

  it('takes a failure handled as a value (failedAs)', () => {
    expect(failedAs({ data: undefined, isError: true }, false)).toEqual({ data: false, error: null });
    expect(failedAs({ data: true, isError: false }, false)).toEqual({ data: true, error: null });
    expect(failedAs({ data: undefined, isError: false }, false)).toEqual({ data: undefined, error: null });
  });
});
