// Lighthouse for `npm run bench`: the default config (mobile, simulated throttling) limited to
// performance and accessibility, plus one informative audit that records what the page showed
// once Lighthouse had loaded it, so a signed-in measurement can be told from a signed-out one.
import lighthouse, { Audit, Gatherer } from 'lighthouse';
import { lcpPath } from './lcp-path.mjs';

/* global document, location -- readScreen runs in the measured page */

/** Runs in the measured page, after the trace: its title, h1s and whether someone is signed in. */
function readScreen() {
  const text = (element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  // the buttons a visitor can press: not the shell's invisible, inert stand-ins that keep a
  // control's place (the built welcome holds one for 'Log Out'), nor anything not drawn
  const buttons = [...document.querySelectorAll('button')]
    .filter(
      (button) => !button.closest('[inert], [aria-hidden="true"]') && button.checkVisibility(),
    )
    .map(text);
  return {
    url: location.href,
    title: document.title,
    headings: [...document.querySelectorAll('h1')].map(text),
    signedIn: buttons.includes('Log Out'),
    logInOffered: buttons.includes('Log In'),
  };
}

class BenchScreen extends Gatherer {
  meta = { supportedModes: ['navigation'] };

  async getArtifact(context) {
    return context.driver.executionContext.evaluate(readScreen, { args: [], useIsolation: true });
  }
}

class BenchScreenAudit extends Audit {
  static get meta() {
    return {
      id: 'bench-screen',
      title: 'The screen that was measured',
      failureTitle: 'The screen that was measured',
      description: 'What the page showed once it had loaded (recorded by npm run bench).',
      requiredArtifacts: ['BenchScreen'],
      scoreDisplayMode: Audit.SCORING_MODES.INFORMATIVE,
    };
  }

  static audit(artifacts) {
    return { score: null, details: { type: 'debugdata', ...artifacts.BenchScreen } };
  }
}

const config = {
  extends: 'lighthouse:default',
  settings: {
    onlyCategories: ['performance', 'accessibility'],
    // an opt-in audit outside the categories: it changes no score
    onlyAudits: ['bench-screen'],
  },
  artifacts: [{ id: 'BenchScreen', gatherer: { implementation: BenchScreen } }],
  audits: [{ implementation: BenchScreenAudit }],
};

/**
 * One Lighthouse run on `url` in the browser listening on `port` (a new tab in its default
 * context, so it shares that context's cookies). Returns the report as JSON text, the figures the
 * bench prints and the screen the page showed.
 */
export async function runLighthouse(url, port) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' }, config);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr, report, artifacts } = result;
  if (lhr.runtimeError) {
    throw new Error(
      `Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
    );
  }
  const score = (id) => {
    const value = lhr.categories[id]?.score;
    if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id} score for ${url}`);
    return Math.round(value * 100);
  };
  const metric = (id) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') {
      throw new Error(
        `Lighthouse could not measure ${id} on ${url}: ${lhr.audits[id]?.errorMessage}`,
      );
    }
    return value;
  };
  const scripts = lhr.audits['resource-summary']?.details?.items?.find(
    (row) => row.resourceType === 'script',
  );
  return {
    report: Array.isArray(report) ? report[0] : report,
    /** What the LCP waited for in Lighthouse's simulation (see lcp-path.mjs), or why it is unknown. */
    lcpPath: await lcpPath(artifacts, lhr.configSettings),
    screen: lhr.audits['bench-screen']?.details ?? null,
    warnings: lhr.runWarnings ?? [],
    /** Lighthouse's estimate of the host's CPU speed (the default 4x slowdown assumes a fast one). */
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    /** e.g. 'Lighthouse 12.8.2, Chrome/156.0.0.0' */
    versions: `Lighthouse ${lhr.lighthouseVersion}, ${/Chrome\/[\d.]+/.exec(lhr.environment?.hostUserAgent ?? '')?.[0] ?? 'Chromium'}`,
    figures: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      lcp: metric('largest-contentful-paint'),
      fcp: metric('first-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      jsKb: (scripts?.transferSize ?? 0) / 1024,
    },
  };
}
