/** Groups that more than one household belongs to (each household brings its own coverage). */

export const columbiaGorgeCooperative = {
  groupId: '10006120',
  groupName: 'Columbia Gorge Health Cooperative',
  parentGroupId: '100000030',
  parentGroupName: 'Gorge Regional Employers',
  effectiveDate: '2012-01-01',
  externalHandoff: true,
} as const;

export const cityOfPortland = {
  groupId: '10007015',
  groupName: 'City of Portland',
  parentGroupId: '100000050',
  parentGroupName: 'City of Portland Employee Benefits',
  effectiveDate: '1998-07-01',
  externalHandoff: false,
} as const;

export const individualPlans = {
  groupId: '10008001',
  groupName: 'Cascade Individual and Family Plans',
  parentGroupId: null,
  parentGroupName: null,
  effectiveDate: '2014-01-01',
  externalHandoff: false,
  groupType: 'INDIVIDUAL',
} as const;
