/**
 * How the Leads tab takes in leads that arrive while it is open (issue 24): pure steps, so the
 * rules are tested without a screen.
 *
 * - The first list loaded is shown as it is.
 * - A lead that arrives later is shown at once while the list is empty (nothing moves); when the
 *   business already has leads on screen it waits behind "Show 1 new lead", so the lead being
 *   read (or the button about to be pressed) never moves under the reader.
 * - Each arrival is announced once, politely, in one live region.
 */
export interface ArrivingLeads {
  /** The leads on screen, by id; null before the first list. */
  shown: ReadonlySet<string> | null;
  /** Shown since the tab opened: marked New. */
  fresh: ReadonlySet<string>;
  /** Announced already (shown or waiting). */
  announced: ReadonlySet<string>;
}

export const noLeadsYet: ArrivingLeads = { shown: null, fresh: new Set(), announced: new Set() };

interface LeadLike {
  id: string;
  job: { title: string };
}

export interface Arrival {
  state: ArrivingLeads;
  /** What to announce now, or null. */
  announcement: string | null;
}

/** The list as the server now gives it (newest first): what is shown, waits, and is announced. */
export function receiveLeads(state: ArrivingLeads, leads: readonly LeadLike[]): Arrival {
  if (state.shown === null) {
    const ids = new Set(leads.map((lead) => lead.id));
    return { state: { shown: ids, fresh: new Set(), announced: ids }, announcement: null };
  }
  const shown = state.shown;
  const onScreen = leads.filter((lead) => shown.has(lead.id));
  const newcomers = leads.filter((lead) => !shown.has(lead.id) && !state.announced.has(lead.id));
  const announced = new Set([...state.announced, ...newcomers.map((lead) => lead.id)]);
  if (onScreen.length === 0) {
    // Nothing on screen to push down: every lead not shown yet appears now.
    const waiting = leads.filter((lead) => !shown.has(lead.id));
    if (waiting.length === 0) return { state, announcement: null };
    return {
      state: {
        shown: new Set([...shown, ...waiting.map((lead) => lead.id)]),
        fresh: new Set([...state.fresh, ...waiting.map((lead) => lead.id)]),
        announced,
      },
      announcement: newcomers.length > 0 ? arrivalText(newcomers, 0) : null,
    };
  }
  if (newcomers.length === 0) return { state, announcement: null };
  const waiting = leads.length - onScreen.length;
  return { state: { ...state, announced }, announcement: arrivalText(newcomers, waiting) };
}

/** The leads that arrived and wait for "Show new leads". */
export function waitingLeads<Lead extends LeadLike>(state: ArrivingLeads, leads: readonly Lead[]): Lead[] {
  const shown = state.shown;
  return shown === null ? [] : leads.filter((lead) => !shown.has(lead.id));
}

/** "Show new leads" pressed: the waiting ones join the list, marked New. */
export function showWaiting(state: ArrivingLeads, leads: readonly LeadLike[]): ArrivingLeads {
  const waiting = waitingLeads(state, leads).map((lead) => lead.id);
  if (waiting.length === 0 || state.shown === null) return state;
  return { ...state, shown: new Set([...state.shown, ...waiting]), fresh: new Set([...state.fresh, ...waiting]) };
}

/**
 * "1 new lead: Oven clean in SW4." or "3 new leads."; when they wait (`waiting`: how many wait in
 * all), where to find them.
 */
export function arrivalText(newcomers: readonly LeadLike[], waiting: number): string {
  const first = newcomers[0];
  const what = newcomers.length === 1 && first ? `1 new lead: ${first.job.title}.` : `${newcomers.length} new leads.`;
  if (waiting === 0) return what;
  return `${what} ${showButtonText(waiting)}, above your leads, shows ${newcomers.length === 1 ? 'it' : 'them'}.`;
}

/** The button's text for this many waiting leads. */
export function showButtonText(count: number): string {
  return count === 1 ? 'Show 1 new lead' : `Show ${count} new leads`;
}

/** Said when a lead leaves because the job was cancelled, filled or withdrawn. */
export function withdrawnText(title: string): string {
  return `The lead ${title} is no longer available and has left your list.`;
}
