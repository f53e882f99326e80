import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { PACT_PERMISSIONS, SUPPLY_CHAIN_PERMISSIONS as P, supplyChainEndpoints, type SupplyChainOverview } from '@pcf/shared';
import { button, inChinese, newUser, ok, setupTestServer } from '@pcf/shared/testing';
import { registerLocales } from '../../locales';
import { renderRoute } from '../../parts/testing/screens';

jest.setTimeout(60000);
inChinese(registerLocales);

const PAGE = '/SupplyChainManagement/index';
const COUNTS: SupplyChainOverview = {
  suppliers: { platform: 3, invited: 1, host: 2 },
  customers: 4,
  sent: { created: 2, fulfilled: 5, rejected: 1 },
  received: { created: 3, fulfilled: 1, rejected: 0 },
  footprints: { active: 6, deprecated: 2, shared: 1 },
  applications: { pending: 1, approved: 2, rejected: 0 },
};

const server = setupTestServer(http.get(supplyChainEndpoints.overview.url, () => ok(COUNTS)));

const card = (title: string) => screen.getByText(title).closest<HTMLElement>('.ant-card') as HTMLElement;

describe('供应链概览', () => {
  it('shows the counts by card and leads to the hidden screens the user may open', async () => {
    const user = newUser();
    renderRoute(PAGE, PAGE, [P.overview, P.partnerList, P.sentList, P.receivedList, P.visualization]);
    expect(await screen.findByText('平台企业 3 · 邀请中 1 · 外部 PACT 主机 2')).toBeInTheDocument();
    expect(within(card('供应商')).getByText('6')).toBeInTheDocument();
    expect(within(card('客户')).getByText('4')).toBeInTheDocument();
    expect(within(card('发出的碳足迹请求')).getByText('待答复 2 · 已履行 5 · 已拒绝 1')).toBeInTheDocument();
    expect(within(card('收到的碳足迹请求')).getByText('待答复 3 · 已履行 1 · 已拒绝 0')).toBeInTheDocument();
    expect(within(card('共享的碳足迹（有效）')).getByText('已废弃 2 · 已用于答复请求 1')).toBeInTheDocument();
    // no link to screens the user may not open
    expect(screen.queryByText('碳足迹管理')).toBeNull();
    expect(screen.queryByText('碳足迹结果申请')).toBeNull();

    await user.click(button('答复收到的请求'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/SupplyChainManagement/distributionPJ'));
    await user.click(button('管理供应商'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/SupplyChainManagement/companyPJ'));
    await user.click(button('供应链可视化'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/SupplyChainManagement/SupplyChainVisualization'));
  });

  it('offers footprint management and applications to those who may open them, and no visualization without its permission', async () => {
    renderRoute(PAGE, PAGE, [P.overview, PACT_PERMISSIONS.list, P.applicationList]);
    expect(await screen.findByText('碳足迹管理')).toBeInTheDocument();
    expect(screen.getByText('碳足迹结果申请')).toBeInTheDocument();
    expect(screen.queryByText('管理供应商')).toBeNull();
    expect(screen.queryByText('供应链可视化')).toBeNull();
  });

  it('shows the server’s refusal and loads again on 重试', async () => {
    const user = newUser();
    server.use(
      http.get(supplyChainEndpoints.overview.url, () => HttpResponse.json({ code: 403, msg: '当前账号不属于任何企业' }), { once: true }),
    );
    renderRoute(PAGE, PAGE, [P.overview]);
    expect(await screen.findByText('供应链概览加载失败')).toBeInTheDocument();
    expect(screen.getByText('当前账号不属于任何企业')).toBeInTheDocument();
    await user.click(button('重 试'));
    expect(await screen.findByText('平台企业 3 · 邀请中 1 · 外部 PACT 主机 2')).toBeInTheDocument();
  });
});
