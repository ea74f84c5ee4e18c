import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useListParams } from '#src/client/components/lists/use-list-params.ts';
import { Button } from '#src/client/components/ui/button.tsx';
import { SelectItem } from '#src/client/components/ui/select.tsx';
import { SelectField } from '#src/client/components/ui/select-field.tsx';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { useCurrentUser } from '#src/client/lib/current-user.ts';
import { formatCount } from '#src/client/lib/format.ts';
import { formatInstantDay } from '#src/client/lib/format-date.ts';
import type { StaffReport } from '#src/shared/contracts/moderation.ts';
import { adminModerationMessages } from '#src/shared/i18n/en/admin-moderation.ts';
import {
  REPORT_KINDS,
  REPORT_STATUSES,
  type ReportKind,
  type ReportStatus,
} from '#src/shared/moderation/rules.ts';
import { mayChangeAccount } from '#src/shared/permissions.ts';
import { StaffListSection, StaffRow } from '../components/staff-section';
import { useStaffReports } from './api';
import { type Choice, DecisionDialog } from './decision-dialog';
import { ReportsBell } from './reports-bell';

registerMessages(adminModerationMessages);

const LIST = 'reports';
const ALL = 'all';
const statusFrom = (v: string): ReportStatus =>
  (REPORT_STATUSES as readonly string[]).includes(v) ? (v as ReportStatus) : 'open';
const kindFrom = (v: string): ReportKind | undefined =>
  (REPORT_KINDS as readonly string[]).includes(v) ? (v as ReportKind) : undefined;

const chip = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold';

/**
 * Moderation (both dashboards): the reports of one status, open ones oldest first, paged by the
 * server; each with the reported item and its link, the reporter's reason and words, the owner and
 * their other reports, and the decisions, each confirmed first. A decision decides every open
 * report of the same item.
 */
export function ModerationSection() {
  const list = useListParams(LIST, ['status', 'kind']);
  const status = statusFrom(list.get('status'));
  const kind = kindFrom(list.get('kind'));
  const reports = useStaffReports({ status, kind, page: list.page });
  const { user } = useCurrentUser();
  const [deciding, setDeciding] = useState<{ report: StaffReport; choice: Choice }>();
  const total = reports.data?.total;

  return (
    <StaffListSection<StaffReport>
      id="moderation"
      icon={<ShieldAlert />}
      title={t('staffModeration.title')}
      count={
        total === undefined
          ? undefined
          : total === 1
            ? t('staffModeration.countOne')
            : t('staffModeration.count', { total: formatCount(total) })
      }
      tools={
        <>
          <SelectField
            id="reports-status"
            label={t('staffModeration.filterStatus')}
            value={status}
            onChange={(next) => list.set('status', next === 'open' ? '' : next)}
            placeholder={t('staffModeration.status.open')}
          >
            {REPORT_STATUSES.map((s) => (
              <SelectItem key={s} value={s}>
                {t(`staffModeration.status.${s}`)}
              </SelectItem>
            ))}
          </SelectField>
          <SelectField
            id="reports-kind"
            label={t('staffModeration.filterKind')}
            value={kind ?? ALL}
            onChange={(next) => list.set('kind', next === ALL ? '' : next)}
            placeholder={t('staffModeration.allKinds')}
          >
            <SelectItem value={ALL}>{t('staffModeration.allKinds')}</SelectItem>
            {REPORT_KINDS.map((k) => (
              <SelectItem key={k} value={k}>
                {t(`staffModeration.kind.${k}`)}
              </SelectItem>
            ))}
          </SelectField>
          <div className="flex items-end">
            <ReportsBell />
          </div>
        </>
      }
      query={reports}
      list={list}
      label={t('staffModeration.label')}
      empty={status === 'open' ? t('staffModeration.emptyOpen') : t('staffModeration.empty')}
      showing={(counts) => t('staffModeration.showing', counts)}
      getKey={(r) => r.id}
      renderItem={(r) => {
        const mayDeactivate =
          !!r.owner && mayChangeAccount(user, { id: r.owner.id, role: r.owner.role }, 'activate');
        const choose = (choice: Choice) => setDeciding({ report: r, choice });
        return (
          <StaffRow
            actions={
              r.status === 'open' ? (
                <fieldset
                  className="flex flex-wrap gap-2"
                  aria-label={t('staffModeration.actionsFor', { summary: r.item.summary })}
                >
                  {r.item.exists && !r.item.hidden ? (
                    <Button size="sm" variant="destructive" onClick={() => choose('hide')}>
                      {t('staffModeration.hide')}
                    </Button>
                  ) : null}
                  {r.owner ? (
                    <Button size="sm" variant="outline" onClick={() => choose('warn')}>
                      {t('staffModeration.warn')}
                    </Button>
                  ) : null}
                  {mayDeactivate && r.owner?.active ? (
                    <Button size="sm" variant="outline" onClick={() => choose('deactivate')}>
                      {t('staffModeration.deactivate')}
                    </Button>
                  ) : null}
                  <Button size="sm" variant="ghost" onClick={() => choose('dismiss')}>
                    {t('staffModeration.dismiss')}
                  </Button>
                </fieldset>
              ) : r.item.hidden ? (
                <Button size="sm" variant="outline" onClick={() => choose('unhide')}>
                  {t('staffModeration.unhide')}
                </Button>
              ) : null
            }
          >
            <p className="flex flex-wrap items-center gap-2">
              <span className={`${chip} bg-sand-100 text-sand-900`}>
                {t(`staffModeration.kind.${r.kind}`)}
              </span>
              <span
                className={`${chip} ${r.reason === 'fraud' ? 'bg-destructive text-destructive-foreground' : 'bg-amber-100 text-amber-900'}`}
              >
                {t(`staffModeration.reason.${r.reason}`)}
              </span>
              {r.status !== 'open' ? (
                <span className={`${chip} bg-primary-soft text-primary`}>
                  {t(`staffModeration.status.${r.status}`)}
                </span>
              ) : null}
              {r.item.hidden ? (
                <span className={`${chip} bg-muted`}>{t('staffModeration.itemHidden')}</span>
              ) : null}
            </p>
            <p className="font-semibold">
              {r.item.link ? (
                <Link to={r.item.link} className="text-primary underline-offset-4 hover:underline">
                  {r.item.summary}
                </Link>
              ) : r.item.exists ? (
                r.item.summary
              ) : (
                t('staffModeration.itemGone')
              )}
            </p>
            <p className={r.text ? '' : 'text-muted-foreground italic'}>
              {r.text ? `“${r.text}”` : t('staffModeration.noText')}
            </p>
            <p className="text-muted-foreground">
              {t('staffModeration.reportedBy', {
                name: `${r.reporter.firstName} ${r.reporter.lastName}`,
                email: r.reporter.email,
                date: formatInstantDay(r.createdAt),
              })}
            </p>
            <p className="text-muted-foreground">
              {r.owner
                ? t('staffModeration.owner', {
                    name: `${r.owner.firstName} ${r.owner.lastName}`,
                    email: r.owner.email,
                  })
                : t('staffModeration.ownerGone')}
              {r.owner && !r.owner.active ? ` · ${t('staffModeration.ownerInactive')}` : ''}
              {r.owner?.fraudUpheld ? ` · ${t('staffModeration.ownerFraud')}` : ''}
              {r.owner?.otherReports
                ? ` · ${t('staffModeration.otherReports', { count: formatCount(r.owner.otherReports) })}`
                : ''}
            </p>
            {r.status === 'open' && r.openReportsOfItem > 1 ? (
              <p className="font-medium">
                {t('staffModeration.openOfItem', { count: formatCount(r.openReportsOfItem) })}
              </p>
            ) : null}
            {r.decidedAt ? (
              <p className="text-muted-foreground">
                {t('staffModeration.decidedBy', {
                  name: r.decidedBy ? `${r.decidedBy.firstName} ${r.decidedBy.lastName}` : '—',
                  date: formatInstantDay(r.decidedAt),
                })}
                {r.fraudUpheld ? ` · ${t('staffModeration.fraudUpheld')}` : ''}
              </p>
            ) : null}
            {r.staffNote ? (
              <p className="text-muted-foreground">{t('staffModeration.note', { note: r.staffNote })}</p>
            ) : null}
          </StaffRow>
        );
      }}
    >
      {deciding ? (
        <DecisionDialog
          report={deciding.report}
          choice={deciding.choice}
          onClose={() => setDeciding(undefined)}
        />
      ) : null}
    </StaffListSection>
  );
}
