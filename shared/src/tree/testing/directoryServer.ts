/**
 * msw handlers playing the server side of the category and department tree contracts (tests only).
 * They keep a flat list, answer the load with the nested tree and record every change request.
 */
import { http, HttpResponse } from 'msw';
import { API, deptEndpoints, directoryEndpoints } from '../../contracts';
import type { LevelNode, TreeNode } from '../../contracts';

export interface StoredNode {
  id: number;
  name: string;
  /** Category trees: the English name (absent: the Chinese one, as the server answers). */
  nameEn?: string;
  pid: number;
  /** Department trees only. */
  sort?: number;
  status?: number;
}

export interface RecordedCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

export interface FakeTreeServer {
  nodes: StoredNode[];
  calls: RecordedCall[];
  loads: number;
}

/** 光伏组件 > 电池片 > 硅片 > 多晶硅, 光伏组件 > 玻璃, 逆变器 > 功率模块 > IGBT */
export const SAMPLE_NODES: StoredNode[] = [
  { id: 1, name: '光伏组件', pid: 0 },
  { id: 2, name: '电池片', pid: 1 },
  { id: 3, name: '硅片', pid: 2 },
  { id: 4, name: '多晶硅', pid: 3 },
  { id: 5, name: '玻璃', nameEn: 'Glass', pid: 1 },
  { id: 6, name: '逆变器', pid: 0 },
  { id: 7, name: '功率模块', pid: 6 },
  { id: 8, name: 'IGBT', pid: 7 },
];

/** A stored node as the category tree answers it: `name` in Chinese (the tests' language) and both names. */
const bothNames = (node: StoredNode) => ({ ...node, nameZh: node.name, nameEn: node.nameEn ?? node.name });

export function nest(nodes: StoredNode[], parent = 0, level = 1): TreeNode[] {
  return nodes
    .filter((node) => node.pid === parent)
    .map((node) => ({ ...bothNames(node), level, children: nest(nodes, node.id, level + 1) }));
}

function levelOf(nodes: StoredNode[], id: number): number {
  const node = nodes.find((candidate) => candidate.id === id);
  return node ? 1 + levelOf(nodes, node.pid) : 0;
}

async function record(server: FakeTreeServer, request: Request): Promise<RecordedCall> {
  const url = new URL(request.url);
  const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
  const call: RecordedCall = {
    method: request.method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    body: text ? (JSON.parse(text) as unknown) : undefined,
  };
  server.calls.push(call);
  return call;
}

const ok = (data?: unknown) => HttpResponse.json({ code: 200, msg: '操作成功', data });

export function categoryTreeHandlers(server: FakeTreeServer) {
  return [
    http.get(API.treeLoad, () => {
      server.loads++;
      return ok(nest(server.nodes));
    }),
    http.post(directoryEndpoints.add.url, async ({ request }) => {
      const body = (await record(server, request)).body as { name: string; nameEn?: string; pid: number };
      server.nodes.push({
        id: Math.max(0, ...server.nodes.map((node) => node.id)) + 1,
        name: body.name,
        nameEn: body.nameEn,
        pid: body.pid,
      });
      return ok();
    }),
    http.post(directoryEndpoints.edit.url, async ({ request }) => {
      const body = (await record(server, request)).body as { id: number; name: string; nameEn?: string };
      server.nodes = server.nodes.map((node) =>
        node.id === body.id ? { ...node, name: body.name, nameEn: body.nameEn ?? node.nameEn } : node,
      );
      return ok();
    }),
    http.get(directoryEndpoints.delete.url, async ({ request }) => {
      const id = Number((await record(server, request)).query.id);
      server.nodes = server.nodes.filter((node) => node.id !== id);
      return ok();
    }),
    http.post(directoryEndpoints.move.url, async ({ request }) => {
      const body = (await record(server, request)).body as { id: number; pid: number };
      server.nodes = server.nodes.map((node) => (node.id === body.id ? { ...node, pid: body.pid } : node));
      return ok();
    }),
    http.get(directoryEndpoints.level.url, async ({ request }) => {
      const level = Number((await record(server, request)).query.level);
      const found: LevelNode[] = server.nodes.filter((node) => levelOf(server.nodes, node.id) === level).map(bothNames);
      return ok(found);
    }),
  ];
}

/** Department trees: nodes carry parentId; creation answers code 0 as the real one may. */
export function departmentTreeHandlers(server: FakeTreeServer) {
  return [
    http.get(deptEndpoints.tree.url, () => {
      server.loads++;
      const toDept = (list: TreeNode[]): TreeNode[] =>
        list.map(({ pid, children, ...node }) => ({ ...node, pid: 0, parentId: pid, children: toDept(children ?? []) }));
      return ok(toDept(nest(server.nodes)));
    }),
    http.post(deptEndpoints.create.url, async ({ request }) => {
      const body = (await record(server, request)).body as { name: string; parentId: number };
      server.nodes.push({ id: Math.max(0, ...server.nodes.map((node) => node.id)) + 1, name: body.name, pid: body.parentId });
      return HttpResponse.json({ code: 0, msg: 'created' });
    }),
    http.put(deptEndpoints.update.url, async ({ request }) => {
      const body = (await record(server, request)).body as { id: number; name: string };
      server.nodes = server.nodes.map((node) => (node.id === body.id ? { ...node, name: body.name } : node));
      return ok();
    }),
    http.delete(deptEndpoints.delete.url, async ({ request }) => {
      const id = Number((await record(server, request)).query.id);
      server.nodes = server.nodes.filter((node) => node.id !== id);
      return ok();
    }),
  ];
}

export function fakeTreeServer(nodes: StoredNode[] = SAMPLE_NODES): FakeTreeServer {
  return { nodes: nodes.map((node) => ({ ...node })), calls: [], loads: 0 };
}
