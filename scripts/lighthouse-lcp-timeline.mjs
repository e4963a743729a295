// A Lighthouse audit of our own (`LIGHTHOUSE_TIMELINE=1 npm run lighthouse`): the simulated
// timeline behind the mobile LCP. Lighthouse does not measure a phone: it replays the page's
// requests and main-thread tasks in Lantern, its simulator, over slow 4G (150 ms round trips,
// 1.6 Mbit/s shared by every request in flight) with each task four times as long, and reports
// the mean of an optimistic and a pessimistic replay. The report names none of it; this audit
// lists, for the optimistic replay, when each request and task started and ended, so that what
// holds the largest paint back (a file's bytes, a chain of small files one round trip each, a task,
// a query) is read off rather than guessed.
import { Audit } from 'lighthouse/core/audits/audit.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

export default class LcpTimeline extends Audit {
  static get meta() {
    return {
      id: 'lcp-timeline',
      title: 'The simulated timeline behind the LCP',
      description: 'When each request and main-thread task starts and ends in the optimistic LCP replay.',
      scoreDisplayMode: Audit.SCORING_MODES.INFORMATIVE,
      supportedModes: ['navigation'],
      requiredArtifacts: ['HostUserAgent', 'Trace', 'DevtoolsLog', 'GatherContext', 'URL', 'SourceMaps', 'HostDPR'],
    };
  }

  static async audit(artifacts, context) {
    const lcp = await LanternLargestContentfulPaint.request(
      Audit.makeMetricComputationDataInput(artifacts, context),
      context,
    );
    const steps = [...lcp.optimisticEstimate.nodeTimings]
      .map(([node, timing]) => ({
        start: Math.round(timing.startTime),
        end: Math.round(timing.endTime),
        ...(node.type === 'network'
          ? { request: new URL(node.request.url).pathname, bytes: node.request.transferSize }
          : { task: Math.round(node.duration / 1000) }),
      }))
      .sort((a, b) => a.start - b.start || a.end - b.end);
    return {
      score: null,
      numericValue: lcp.timing,
      numericUnit: 'millisecond',
      details: {
        type: 'debugdata',
        lcp: Math.round(lcp.timing),
        optimistic: Math.round(lcp.optimisticEstimate.timeInMs),
        pessimistic: Math.round(lcp.pessimisticEstimate.timeInMs),
        steps,
      },
    };
  }
}
