import { useCallback, useEffect, useRef, useState } from 'react';
import type { KeyedMutator } from 'swr';
import { useLiveEvent } from '@/shared/live/live-events';
import type { Lead, LeadsResponse } from '../api/get-leads';
import {
  type ArrivingLeads,
  noLeadsYet,
  receiveLeads,
  showWaiting,
  waitingLeads,
  withdrawnText,
} from '../lib/arriving-leads';

/** The Leads heading's id: focus goes there when the lead that held it leaves. */
export const leadsTitleId = 'lp-leads-title';
export const leadTitleId = (leadId: string) => `lead-${leadId}-title`;

/** A new lead's event may come a moment before the list has it: the list is asked again, this many times. */
const listingTries = 3;
const listingRetryMs = 1_000;

export interface LiveLeads {
  /** The leads on screen, newest first. */
  visible: Lead[];
  /** Arrived while the business had leads on screen: behind "Show N new leads". */
  waiting: Lead[];
  /** Arrived while the tab was open: marked New. */
  fresh: ReadonlySet<string>;
  showWaiting: () => void;
  /** The latest announcement and its number (the live region re-reads a repeated text). */
  announcement: { text: string; n: number } | null;
  /** The last lead withdrawn while on screen, and why ("All places taken…"), until dismissed. */
  withdrawnNote: { title: string; reason: string } | null;
  dismissNote: () => void;
}

/**
 * The Leads tab, live: a new lead (`lead_created`) reloads the list and is announced; a lead
 * withdrawn (`lead_withdrawn`: the job cancelled, filled or expired) leaves it, is announced, and
 * focus that was in it goes to the Leads heading. arriving-leads.ts says what is shown when.
 */
export function useLiveLeads(data: LeadsResponse | undefined, mutate: KeyedMutator<LeadsResponse>): LiveLeads {
  const [state, setState] = useState<ArrivingLeads>(noLeadsYet);
  const stateRef = useRef(state);
  const [announcement, setAnnouncement] = useState<LiveLeads['announcement']>(null);
  const [withdrawnNote, setWithdrawnNote] = useState<LiveLeads['withdrawnNote']>(null);
  const latest = useRef(data);
  latest.current = data;
  const focusAfter = useRef<{ shown: string } | { left: string } | null>(null);
  const mounted = useRef(true);
  const leads = data?.leads;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const announce = useCallback((text: string) => setAnnouncement((last) => ({ text, n: (last?.n ?? 0) + 1 })), []);

  useEffect(() => {
    if (!leads) return;
    const { state: next, announcement: text } = receiveLeads(stateRef.current, leads);
    if (next !== stateRef.current) {
      stateRef.current = next;
      setState(next);
    }
    if (text) announce(text);
  }, [leads, announce]);

  // Focus that was in a lead which left goes to the heading; "Show new leads" goes to the first one shown.
  useEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    if ('shown' in target) {
      const title = document.getElementById(leadTitleId(target.shown));
      if (!title) return;
      focusAfter.current = null;
      title.focus();
      return;
    }
    if (leads?.some((lead) => lead.id === target.left)) return;
    focusAfter.current = null;
    const focused = document.activeElement;
    if (focused === null || focused === document.body) document.getElementById(leadsTitleId)?.focus();
  });

  const listUntilShown = async (jobId: string | null) => {
    for (let attempt = 1; attempt <= listingTries && mounted.current; attempt++) {
      const fresh = await mutate().catch(() => undefined);
      if (jobId === null || fresh?.leads.some((lead) => lead.job.id === jobId)) return;
      await new Promise((resolve) => setTimeout(resolve, listingRetryMs * attempt));
    }
  };

  const withdraw = (jobId: string | null, reason: string) => {
    const lead = latest.current?.leads.find((l) => l.job.id === jobId);
    if (!lead) return;
    setWithdrawnNote({ title: lead.job.title, reason });
    const card = document.getElementById(leadTitleId(lead.id))?.closest('.lp-lead-card');
    const focused = document.activeElement;
    // Focus in the card, or in its confirm dialog (elsewhere in the page), is lost when it goes.
    if (focused && focused !== document.body && (card?.contains(focused) || focused.closest('.ant-modal-wrap'))) {
      focusAfter.current = { left: lead.id };
    }
    announce(withdrawnText(lead.job.title));
    void mutate((current) => current && { ...current, leads: current.leads.filter((l) => l.job.id !== jobId) }, {
      revalidate: false,
    });
  };

  useLiveEvent(
    (notification) => {
      if (notification.kind === 'lead_created') void listUntilShown(notification.jobId);
      else withdraw(notification.jobId, notification.body);
    },
    ['lead_created', 'lead_withdrawn'],
  );

  const all = leads ?? [];
  const waiting = waitingLeads(state, all);
  // Nothing on screen yet: what waits shows at once (receiveLeads records it as shown).
  const visible = waiting.length === all.length ? all : all.filter((lead) => state.shown?.has(lead.id) ?? true);

  return {
    visible,
    waiting: visible === all ? [] : waiting,
    fresh: state.fresh,
    announcement,
    withdrawnNote,
    dismissNote: () => setWithdrawnNote(null),
    showWaiting: () => {
      const first = waiting[0];
      const next = showWaiting(stateRef.current, all);
      stateRef.current = next;
      setState(next);
      if (first) focusAfter.current = { shown: first.id };
    },
  };
}
