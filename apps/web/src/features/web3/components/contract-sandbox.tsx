import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import RocketLaunch from '@mui/icons-material/RocketLaunch'

const SAMPLE_CONTRACT = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A tip jar: anyone can leave a tip, only the owner can empty it.
contract TipJar {
    address public immutable owner = msg.sender;

    function tip() external payable {}

    function empty() external {
        require(msg.sender == owner, "not the owner");
        payable(owner).transfer(address(this).balance);
    }
}
`

/** A forgotten developer page: an editor for smart contracts that would be compiled and deployed to a test chain. */
export function ContractSandbox() {
  const { t } = useTranslation()
  const [source, setSource] = useState(SAMPLE_CONTRACT)
  return (
    <Stack spacing={2}>
      <Typography variant="body1">{t('WEB3_SANDBOX_INTRO')}</Typography>
      <TextField
        label={t('LABEL_CONTRACT_SOURCE')}
        value={source}
        onChange={(event) => setSource(event.target.value)}
        multiline
        minRows={14}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
      <Alert severity="info">{t('WEB3_NEEDS_LOCAL_CHAIN')}</Alert>
      <Button variant="contained" startIcon={<RocketLaunch />} disabled sx={{ alignSelf: 'flex-start' }}>
        {t('BTN_COMPILE_DEPLOY')}
      </Button>
    </Stack>
  )
}
