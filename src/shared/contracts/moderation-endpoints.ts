import { MODERATION_ACCESS } from '../permissions';
import { errorResponse, idParam, okResponse } from './common';
import { endpoint } from './endpoint';
import {
  createReportInput,
  myReport,
  myReportPage,
  myReportsQuery,
  reportDecision,
  reportDecisionInput,
  staffReportPage,
  staffReportsQuery,
  unhideInput,
} from './moderation';

const errors = { '4xx': errorResponse, '5xx': errorResponse };

/** Reports of listings and the staff's moderation queue (decision 061). */
export const moderationEndpoints = {
  postReports: endpoint({
    method: 'POST',
    path: '/api/reports',
    access: 'signedIn',
    body: createReportInput,
    response: { 201: myReport, ...errors },
  }),
  getReportsMine: endpoint({
    method: 'GET',
    path: '/api/reports/mine',
    access: 'signedIn',
    query: myReportsQuery,
    response: { 200: myReportPage, ...errors },
  }),
  getStaffReports: endpoint({
    method: 'GET',
    path: '/api/staff/reports',
    access: MODERATION_ACCESS.queue,
    query: staffReportsQuery,
    response: { 200: staffReportPage, ...errors },
  }),
  postStaffReportsDecision: endpoint({
    method: 'POST',
    path: '/api/staff/reports/:id/decision',
    access: MODERATION_ACCESS.decide,
    params: idParam,
    body: reportDecisionInput,
    response: { 200: reportDecision, ...errors },
  }),
  postStaffReportsUnhide: endpoint({
    method: 'POST',
    path: '/api/staff/reports/unhide',
    access: MODERATION_ACCESS.decide,
    body: unhideInput,
    response: { 200: okResponse, ...errors },
  }),
};
