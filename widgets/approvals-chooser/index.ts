// The approvals chooser for React apps (the host site): the component, its model and its strings. The custom
// element lives in ./approvals-chooser.element, which only the widget builds import.
export { ApprovalsChooser, type ApprovalsChooserProps } from './approvals-chooser';
export {
  approvalOptions,
  createApprovalsChooserModel,
  normaliseApprovals,
  type ApprovalValue,
  type ApprovalsChange,
  type ApprovalsChooserModel,
} from './approvals-chooser.model';
export { approvalsChooserResources, approvalsChooserNamespace } from './approvals-chooser.resources';
