/**
 * The Sankey diagram of a product's supply chain: each supplier footprint flows into what it feeds
 * (a tier-1 footprint into the product, a tier-2 one into its tier-1 footprint, ...), as wide as the
 * kg CO₂e it brings to the product's total; what no supplier footprint brings (the company's own
 * data and secondary factors) flows in as one more node, so the product node is the whole total.
 * Nodes are keyed by the answer's line path (names repeat: one supplier can feed twice); a node's
 * data carries its key, so a click finds the node. Tooltip names are escaped (they come from
 * other companies' documents).
 */
import type { SupplyChainNode, SupplyChainVisualization } from '@pcf/shared';
import { escapeHtml, type ChartOption, type ChartTooltipParams } from '@pcf/shared/ui';
import { formatNumber, formatShare } from '@pcf/shared';

export const PRODUCT_KEY = 'product';
export const OWN_KEY = 'own';

export interface ChainTexts {
  /** What no supplier footprint brings. */
  own: string;
  /** "tier {n}". */
  tier: (tier: number) => string;
  unit: string;
}

interface NodeItem {
  name: string;
  key: string;
  label: string;
  emission: number;
  share: number;
  depth: number;
  detail: string;
}

/** What the rest of the total is: the total less what tier-1 footprints bring (never below 0). */
export function ownEmission(chain: SupplyChainVisualization): number {
  const supplied = chain.nodes.filter((n) => n.tier === 1).reduce((sum, n) => sum + n.emission, 0);
  return Math.max(chain.total - supplied, 0);
}

export function chainOption(chain: SupplyChainVisualization, texts: ChainTexts): ChartOption {
  const maxTier = chain.nodes.reduce((max, n) => Math.max(max, n.tier), 0);
  const own = ownEmission(chain);
  const total = chain.total;
  const shareOf = (emission: number) => (total === 0 ? 0 : emission / total);
  // the product on the right, tier 1 left of it, tier 2 further left, ...
  const nodeOf = (n: SupplyChainNode): NodeItem => ({
    name: n.key,
    key: n.key,
    label: n.supplierName,
    emission: n.emission,
    share: n.share,
    depth: maxTier - n.tier,
    // deeper tiers come without the line (another company's inventory)
    detail: [
      texts.tier(n.tier),
      n.lineDescription,
      n.perUnit === null || n.unitCode === null ? null : `${formatNumber(n.perUnit)} kg CO₂e/${n.unitCode}`,
    ]
      .filter((part) => part !== null)
      .join(' · '),
  });
  const nodes: NodeItem[] = [
    ...chain.nodes.map(nodeOf),
    ...(own > 0
      ? [{ name: OWN_KEY, key: OWN_KEY, label: texts.own, emission: own, share: shareOf(own), depth: maxTier - 1, detail: '' }]
      : []),
    { name: PRODUCT_KEY, key: PRODUCT_KEY, label: chain.projectName, emission: total, share: 1, depth: maxTier, detail: '' },
  ];
  const links = [
    ...chain.nodes.map((n) => ({ source: n.key, target: n.parentKey ?? PRODUCT_KEY, value: Math.max(n.emission, 0), key: n.key })),
    ...(own > 0 ? [{ source: OWN_KEY, target: PRODUCT_KEY, value: own, key: OWN_KEY }] : []),
  ];
  const byName = new Map(nodes.map((n) => [n.name, n]));
  const tooltip = (params: ChartTooltipParams): string => {
    const item = Array.isArray(params) ? params[0] : params;
    const data = item?.data as { name?: string; source?: string } | undefined;
    const node = byName.get(data?.source ?? data?.name ?? '');
    if (!node) return '';
    const figure = `${formatNumber(node.emission)} ${texts.unit} (${formatShare(node.share)})`;
    return [escapeHtml(node.label), node.detail && escapeHtml(node.detail), figure].filter(Boolean).join('<br/>');
  };
  return {
    tooltip: { trigger: 'item', formatter: tooltip },
    series: [
      {
        type: 'sankey',
        left: 8,
        right: 160,
        top: 16,
        bottom: 16,
        nodeAlign: 'right',
        emphasis: { focus: 'adjacency' },
        data: nodes.map((n) => ({ name: n.name, key: n.key, depth: n.depth })),
        links,
        lineStyle: { color: 'gradient', curveness: 0.5 },
        label: {
          position: 'right',
          formatter: (params: { name: string }) => {
            const node = byName.get(params.name);
            return node ? `${node.label}\n${formatShare(node.share)}` : '';
          },
        },
      },
    ],
  };
}
