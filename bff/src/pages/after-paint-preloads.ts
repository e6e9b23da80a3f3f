import { createHash } from 'node:crypto';
import { afterPaintPreloadsId } from '@localpros/contracts/rules';

/** How long the starter waits for the first paint at most, should none be reported. */
const paintWaitLimitMs = 1_000;

/**
 * The page's own starter, inline so that it runs while the HTML is parsed instead of once the
 * entry script has downloaded (a round trip later: 0.55 s on Lighthouse's slow 4G). When the
 * browser reports the page's first contentful paint (a PerformanceObserver, which also hands over
 * one that happened already), or at once in a hidden tab (which paints nothing) or a browser that
 * reports no paints, or after `paintWaitLimitMs`, it moves the template's modulepreloads into the
 * head, where the browser asks for them all at once. Animation frames were tried: frames run
 * during the parse, before anything is drawn, so two of them did not mean a paint. A classic
 * script in a block, so nothing leaks into the page's globals, written in syntax every browser
 * with module scripts parses (no optional chaining).
 */
const starter = [
  '{',
  `const start=()=>{const t=document.getElementById(${JSON.stringify(afterPaintPreloadsId)});if(t){document.head.append(...t.content.children);t.remove()}};`,
  "if(document.visibilityState==='hidden'||!((window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[]).includes('paint'))start();",
  "else{new PerformanceObserver((list,observer)=>{if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();start()}}).observe({type:'paint',buffered:true});",
  `setTimeout(start,${paintWaitLimitMs})}`,
  '}',
].join('');

/** The starter's Content-Security-Policy source: script-src allows this one inline script, no other. */
export const afterPaintStarterCspSource = `'sha256-${createHash('sha256').update(starter).digest('base64')}'`;

/**
 * A prerendered page's modulepreloads, inside a <template>, which the browser leaves alone, and
 * the starter that moves them into the head once the page has painted. Asked for with the HTML,
 * twenty-odd scripts shared a slow network with the paint, and Lighthouse's model of a phone counts
 * every request made before the paint as holding it up (issue 26.5). The app's entry waits for the
 * same moment before its first import (web/src/app/prerender/preloads-started.ts).
 */
export function afterPaintPreloads(preloads: readonly string[]): string[] {
  if (preloads.length === 0) return [];
  return [`<template id="${afterPaintPreloadsId}">${preloads.join('')}</template>`, `<script>${starter}</script>`];
}
