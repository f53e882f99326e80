/**
 * /home (首页): where administrators land (router/landing.ts). Three cards of their work, each a
 * count, the newest few and a link to the screen: registrations waiting for review (注册审核),
 * projects submitted for review (数据审核), the latest footprint computations (碳足迹评价). A card
 * shows only with its list's permission and its screen in the user's menu; the server scopes each list.
 */
import { Col, Empty, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { FOOTPRINT_PERMISSIONS, PERMISSION_REGISTRATION_LIST, PROJECT_PERMISSIONS, useAccess } from '@pcf/shared';
import type { ObjPage, ObjRow } from '@pcf/shared';
import { findRoute } from '../../router/menuRoutes';
import type { MenuRoute } from '../../router/menuRoutes';
import { WORK_PATHS } from '../../router/workPaths';
import { formatTime } from '../MessageBoard/parts/formatTime';
import { HomeCard } from './parts/HomeCard';
import type { HomeRow } from './parts/HomeCard';
import { homeApi } from './api';

interface CardSpec {
  id: 'registrations' | 'reviews' | 'computations';
  permission: string;
  listPath: string;
  read(): Promise<ObjPage>;
  rowOf(row: ObjRow): HomeRow;
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const time = (value: unknown): string => (typeof value === 'string' ? formatTime(value) : '');

export default function HomePage({ routes }: { routes: MenuRoute[] }) {
  const { t } = useTranslation('shell');
  const access = useAccess();

  const cards: CardSpec[] = [
    {
      id: 'registrations',
      permission: PERMISSION_REGISTRATION_LIST,
      listPath: WORK_PATHS.registrationReview,
      read: homeApi.pendingRegistrations,
      rowOf: (row) => ({
        key: text(row.id),
        label: text(row.company_name),
        detail: t('home.registrations.detail', { time: time(row.created_at) }),
        to: WORK_PATHS.registrationReview,
      }),
    },
    {
      id: 'reviews',
      permission: PROJECT_PERMISSIONS.list,
      listPath: WORK_PATHS.dataReview,
      read: homeApi.projectsToReview,
      rowOf: (row) => ({
        key: text(row.id),
        label: `${text(row.code)} ${text(row.name)}`,
        detail: t('home.reviews.detail', { company: text(row.company_name), reviewer: text(row.reviewer_name) || '—' }),
        to: `${WORK_PATHS.dataReview}?id=${text(row.id)}`,
      }),
    },
    {
      id: 'computations',
      permission: FOOTPRINT_PERMISSIONS.list,
      listPath: WORK_PATHS.footprintList,
      read: homeApi.recentComputations,
      rowOf: (row) => ({
        key: text(row.id),
        label: `${text(row.project_code)} ${text(row.project_name)}`,
        detail: t('home.computations.detail', { time: time(row.created_at), by: text(row.created_by_name) || '—' }),
        to: findRoute(routes, WORK_PATHS.footprintResult) ? `${WORK_PATHS.footprintResult}?id=${text(row.id)}` : WORK_PATHS.footprintList,
      }),
    },
  ];
  const shown = cards.filter((card) => access.hasPermission(card.permission) && findRoute(routes, card.listPath) !== null);

  if (shown.length === 0) return <Empty description={t('home.nothing')} />;
  return (
    <Row gutter={[16, 16]}>
      {shown.map((card) => (
        <Col key={card.id} xs={24} lg={8}>
          <HomeCard
            id={card.id}
            title={t(`home.${card.id}.title`)}
            countLabel={t(`home.${card.id}.count`)}
            emptyText={t(`home.${card.id}.empty`)}
            failedText={t(`home.${card.id}.failed`)}
            listPath={card.listPath}
            read={card.read}
            rowOf={card.rowOf}
          />
        </Col>
      ))}
    </Row>
  );
}
