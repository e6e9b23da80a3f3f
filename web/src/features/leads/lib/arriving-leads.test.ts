import { describe, expect, it } from 'vitest';
import { arrivalText, noLeadsYet, receiveLeads, showButtonText, showWaiting, waitingLeads } from './arriving-leads';

const lead = (id: string) => ({ id, job: { title: `Job ${id}` } });

describe('leads that arrive while the Leads tab is open', () => {
  it('shows the first list as it is, announcing nothing', () => {
    const { state, announcement } = receiveLeads(noLeadsYet, [lead('a'), lead('b')]);
    expect([...(state.shown ?? [])]).toEqual(['a', 'b']);
    expect(state.fresh.size).toBe(0);
    expect(announcement).toBeNull();
  });

  it('shows an arrival at once when nothing is on screen', () => {
    const empty = receiveLeads(noLeadsYet, []).state;
    const { state, announcement } = receiveLeads(empty, [lead('c')]);
    expect(waitingLeads(state, [lead('c')])).toEqual([]);
    expect(state.fresh.has('c')).toBe(true);
    expect(announcement).toBe('1 new lead: Job c.');
  });

  it('holds arrivals behind the button while leads are on screen, announcing each once', () => {
    const start = receiveLeads(noLeadsYet, [lead('a')]).state;
    const first = receiveLeads(start, [lead('b'), lead('a')]);
    expect(first.announcement).toBe('1 new lead: Job b. Show 1 new lead, above your leads, shows it.');
    expect(waitingLeads(first.state, [lead('b'), lead('a')]).map((l) => l.id)).toEqual(['b']);
    // The same list again (a reload): nothing new to say.
    expect(receiveLeads(first.state, [lead('b'), lead('a')]).announcement).toBeNull();

    const second = receiveLeads(first.state, [lead('d'), lead('c'), lead('b'), lead('a')]);
    expect(second.announcement).toBe('2 new leads. Show 3 new leads, above your leads, shows them.');

    const shown = showWaiting(second.state, [lead('d'), lead('c'), lead('b'), lead('a')]);
    expect(waitingLeads(shown, [lead('d'), lead('c'), lead('b'), lead('a')])).toEqual([]);
    expect([...shown.fresh].sort()).toEqual(['b', 'c', 'd']);
  });

  it('shows what waits once the leads on screen are gone (quoted or removed)', () => {
    const start = receiveLeads(noLeadsYet, [lead('a')]).state;
    const waiting = receiveLeads(start, [lead('b'), lead('a')]).state;
    const { state, announcement } = receiveLeads(waiting, [lead('b')]);
    expect(waitingLeads(state, [lead('b')])).toEqual([]);
    expect(announcement).toBeNull();
  });

  it('words the button and the announcement for one and for many', () => {
    expect(showButtonText(1)).toBe('Show 1 new lead');
    expect(showButtonText(4)).toBe('Show 4 new leads');
    expect(arrivalText([lead('x')], 0)).toBe('1 new lead: Job x.');
    expect(arrivalText([lead('x'), lead('y')], 0)).toBe('2 new leads.');
  });
});
