/**
 * What /SupplyChainManagement/index and /SupplyChainManagement/SupplyChainVisualization show: the
 * company's supply chain in counts, and a project's suppliers by tier with what each brings to the
 * latest result.
 *
 * The visualization reads snapshots only (immutable): the project's latest snapshot's supplier
 * lines are tier 1; a tier-1 footprint shared on this platform was made from a snapshot of its
 * own, whose supplier lines are tier 2, and so on. What a deeper footprint brings is its share of
 * the footprint it feeds times what that one brings, so every share is of the project's total (the
 * total before cut-off, the basis of every share of a result). From tier 2 on the lines are other
 * companies' inventories: a node there says only what the footprint's owner published on this
 * platform (its company name) and what the footprint brings to the project, never the supplier's
 * line, per-unit figure or its own name for its supplier (anyone who sees the project would learn
 * whom its suppliers buy from, and on what terms). Each node also says what the viewer may open
 * (linksFor), so the screen offers only links that lead somewhere.
 */
import { and, count, desc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SupplyChainNode, SupplyChainOverview, SupplyChainVisualization } from '@pcf/shared/contracts';
import type { Db } from '../../../db/connection';
import {
  companies,
  footprintApplications,
  footprintRequests,
  footprintSnapshots,
  pactFootprints,
  projects,
  supplyPartners,
} from '../../../schema';
import { ApiError } from '../../../http/errors';
import type { SessionContext } from '../../auth/sessions';
import { listedCompany, type Handle } from '../../auth/companyScope';
import { projectVisibleTo } from '../../projects/service';
import { receivedAnyOf } from '../requests/received';
import type { StoredLine, StoredOutputs } from '../../footprint/snapshot';

/** How deep the visualization follows footprints made from footprints. */
export const MAX_TIERS = 5;

const byStatus = async <K extends string>(rows: Promise<{ key: K; n: number }[]>, keys: readonly K[]) => {
  const found = new Map((await rows).map((r) => [r.key, Number(r.n)]));
  return Object.fromEntries(keys.map((k) => [k, found.get(k) ?? 0])) as Record<K, number>;
};

export async function supplyChainOverview(db: Db, session: SessionContext, requested: number | undefined): Promise<SupplyChainOverview> {
  const companyId = listedCompany(session, requested);
  const mine = (column: PgColumn): SQL | undefined => (companyId === undefined ? undefined : eq(column, companyId));
  const suppliers = await byStatus(
    db
      .select({ key: supplyPartners.kind, n: count() })
      .from(supplyPartners)
      .where(mine(supplyPartners.companyId))
      .groupBy(supplyPartners.kind),
    ['platform', 'invited', 'host'] as const,
  );
  const [customers] = await db
    .select({ n: sql<number>`count(distinct ${supplyPartners.companyId})::int` })
    .from(supplyPartners)
    .where(companyId === undefined ? isNotNull(supplyPartners.partnerCompanyId) : eq(supplyPartners.partnerCompanyId, companyId));
  const requestCounts = (side: PgColumn) =>
    byStatus(
      db
        .select({ key: footprintRequests.status, n: count() })
        .from(footprintRequests)
        .where(companyId === undefined ? isNotNull(side) : eq(side, companyId))
        .groupBy(footprintRequests.status),
      ['created', 'fulfilled', 'rejected'] as const,
    );
  const footprints = await byStatus(
    db
      .select({ key: pactFootprints.status, n: count() })
      .from(pactFootprints)
      .where(mine(pactFootprints.companyId))
      .groupBy(pactFootprints.status),
    ['Active', 'Deprecated'] as const,
  );
  const [shared] = await db
    .select({ n: count() })
    .from(footprintRequests)
    .where(and(isNotNull(footprintRequests.pactFootprintId), mine(footprintRequests.supplierCompanyId)));
  const applications = await byStatus(
    db
      .select({ key: footprintApplications.status, n: count() })
      .from(footprintApplications)
      .innerJoin(footprintRequests, eq(footprintRequests.id, footprintApplications.requestId))
      .where(
        companyId === undefined
          ? undefined
          : or(eq(footprintApplications.companyId, companyId), eq(footprintRequests.supplierCompanyId, companyId)),
      )
      .groupBy(footprintApplications.status),
    ['pending', 'approved', 'rejected'] as const,
  );
  return {
    suppliers,
    customers: Number(customers.n),
    sent: await requestCounts(footprintRequests.requesterCompanyId),
    received: await requestCounts(footprintRequests.supplierCompanyId),
    footprints: { active: footprints.Active, deprecated: footprints.Deprecated, shared: Number(shared.n) },
    applications,
  };
}

// ---- visualization ----

interface SnapshotLines {
  lines: StoredLine[];
  basis: number;
}

async function snapshotLines(db: Handle, snapshotId: number): Promise<SnapshotLines | null> {
  const [row] = await db
    .select({ total: footprintSnapshots.total, lines: footprintSnapshots.lines, outputs: footprintSnapshots.outputs })
    .from(footprintSnapshots)
    .where(eq(footprintSnapshots.id, snapshotId));
  if (!row) return null;
  const outputs = row.outputs as StoredOutputs;
  return { lines: row.lines as StoredLine[], basis: outputs.totalBeforeCutOff ?? Number(row.total) };
}

/** The latest fulfilled request of `requesterCompanyId` that brought the footprint (by its id on the platform or in the received document). */
async function fulfilledRequest(db: Handle, requesterCompanyId: number, footprintId: string) {
  const [request] = await db
    .select({ id: footprintRequests.id, partnerName: supplyPartners.name, supplierName: companies.name })
    .from(footprintRequests)
    .leftJoin(supplyPartners, eq(supplyPartners.id, footprintRequests.partnerId))
    .leftJoin(companies, eq(companies.id, footprintRequests.supplierCompanyId))
    .where(
      and(
        eq(footprintRequests.requesterCompanyId, requesterCompanyId),
        eq(footprintRequests.status, 'fulfilled'),
        // any document a host's answer carried: the buyer may have applied another than the main one
        or(eq(sql`${footprintRequests.pactFootprintId}::text`, footprintId), receivedAnyOf([footprintId])),
      ),
    )
    .orderBy(desc(footprintRequests.decidedAt), desc(footprintRequests.id))
    .limit(1);
  return request ?? null;
}

/** A footprint shared on this platform: its owner company and its name, and the snapshot it was made from. */
async function sharedHere(db: Handle, footprintId: string): Promise<{ ownerId: number; ownerName: string; snapshotId: number } | null> {
  const [row] = await db
    .select({ ownerId: pactFootprints.companyId, ownerName: companies.name, snapshotId: pactFootprints.snapshotId })
    .from(pactFootprints)
    .innerJoin(companies, eq(companies.id, pactFootprints.companyId))
    .where(eq(sql`${pactFootprints.id}::text`, footprintId));
  return row ?? null;
}

/**
 * What the viewer may open of a footprint in the chain, as the screens it leads to decide: a sent
 * request of the viewer's company (requests/service.ts requestOn; an administrator reads any, so
 * the project company's is offered), and the footprint's detail, its owner company's alone and any
 * for an administrator (footprints/service.ts visibleFootprint). Someone who sees the project
 * without being of its company (its reviewer) gets only what their own company received or owns.
 */
function linksFor(db: Handle, session: SessionContext, projectCompanyId: number) {
  const requester = session.isAdmin ? projectCompanyId : session.companyId;
  // one lookup per company and footprint: tier 1 asks the project company's for its name too
  const found = new Map<string, ReturnType<typeof fulfilledRequest>>();
  const requestOf = (companyId: number, footprintId: string) => {
    const key = `${companyId}:${footprintId}`;
    if (!found.has(key)) found.set(key, fulfilledRequest(db, companyId, footprintId));
    return found.get(key) as ReturnType<typeof fulfilledRequest>;
  };
  return {
    requestOf,
    requestId: async (footprintId: string): Promise<number | null> =>
      requester === null ? null : ((await requestOf(requester, footprintId))?.id ?? null),
    footprintLink: (shared: { ownerId: number } | null): boolean =>
      shared !== null && (session.isAdmin || (session.companyId !== null && shared.ownerId === session.companyId)),
  };
}

export async function supplyChainVisualization(db: Db, session: SessionContext, projectId: number): Promise<SupplyChainVisualization> {
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
  if (!project || !projectVisibleTo(session, project)) throw new ApiError('projectMissing', 404, 404);
  const [latest] = await db
    .select({ id: footprintSnapshots.id, declaredUnitCode: footprintSnapshots.declaredUnitCode, outputs: footprintSnapshots.outputs })
    .from(footprintSnapshots)
    .where(eq(footprintSnapshots.projectId, project.id))
    .orderBy(desc(footprintSnapshots.seq))
    .limit(1);
  const empty = { projectId: project.id, projectName: project.name, nodes: [] };
  if (!latest) return { ...empty, snapshotId: null, total: 0, declaredUnitCode: null, primaryDataShare: 0 };
  const top = await snapshotLines(db, latest.id);
  if (!top) return { ...empty, snapshotId: null, total: 0, declaredUnitCode: null, primaryDataShare: 0 };
  const nodes: SupplyChainNode[] = [];
  const projectTotal = top.basis;
  const links = linksFor(db, session, project.companyId);

  // breadth first: each level's supplier lines, with what they bring to the project
  let level: { lines: StoredLine[]; scale: number; parentKey: string | null; seen: ReadonlySet<string> }[] = [
    { lines: top.lines, scale: 1, parentKey: null, seen: new Set() },
  ];
  for (let tier = 1; tier <= MAX_TIERS && level.length > 0; tier += 1) {
    const next: typeof level = [];
    for (const feed of level) {
      for (const line of feed.lines) {
        const footprintId = line.supplierFootprintId;
        if (line.sourceKind !== 'supplier' || !footprintId || feed.seen.has(footprintId)) continue;
        const key = feed.parentKey === null ? String(line.lineId) : `${feed.parentKey}/${line.lineId}`;
        const emission = line.emission * feed.scale;
        const shared = await sharedHere(db, footprintId);
        const share = projectTotal === 0 ? 0 : emission / projectTotal;
        if (tier === 1) {
          // the supplier as the project's company knows it: its request's partner, else the footprint's owner
          const request = await links.requestOf(project.companyId, footprintId);
          nodes.push({
            key,
            parentKey: null,
            tier,
            supplierName: request ? (request.partnerName ?? request.supplierName ?? '—') : (shared?.ownerName ?? '—'),
            footprintId,
            lineDescription: line.description,
            stage: line.stage,
            perUnit: line.perUnit,
            unitCode: line.perUnitCode,
            emission,
            share,
            requestId: await links.requestId(footprintId),
            footprintLink: links.footprintLink(shared),
          });
        } else {
          // another company's inventory: only what the owner published here, never the line itself
          // or the supplier's own name for it (nor a footprint it received from outside the platform)
          if (!shared) continue;
          nodes.push({
            key,
            parentKey: feed.parentKey,
            tier,
            supplierName: shared.ownerName,
            footprintId,
            lineDescription: null,
            stage: null,
            perUnit: null,
            unitCode: null,
            emission,
            share,
            // another company's footprint: a link only when the viewer's company received or owns it too
            requestId: await links.requestId(footprintId),
            footprintLink: links.footprintLink(shared),
          });
        }
        const inner = shared ? await snapshotLines(db, shared.snapshotId) : null;
        if (inner && inner.basis !== 0)
          next.push({ lines: inner.lines, scale: emission / inner.basis, parentKey: key, seen: new Set([...feed.seen, footprintId]) });
      }
    }
    level = next;
  }
  const outputs = latest.outputs as StoredOutputs;
  return {
    ...empty,
    snapshotId: latest.id,
    total: projectTotal,
    declaredUnitCode: latest.declaredUnitCode,
    primaryDataShare: outputs.primaryDataShare,
    nodes,
  };
}
