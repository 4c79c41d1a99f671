/// Hands out up to the caller's ration of BEE from the faucet's reserve.
function faucet(uint256 amount) external {
    if (!joined[msg.sender]) {
        joined[msg.sender] = true;
        rationLeft[msg.sender] = RATION;
    }
    require(balanceOf[address(this)] >= amount, "the faucet has run dry");
    unchecked {
        rationLeft[msg.sender] -= amount;
    }
    require(rationLeft[msg.sender] >= 0, "ration used up");
    _move(address(this), msg.sender, amount);
}
