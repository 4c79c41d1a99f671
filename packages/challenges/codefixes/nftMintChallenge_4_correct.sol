/// Hands out up to the caller's ration of BEE from the faucet's reserve.
function faucet(uint256 amount) external {
    if (!joined[msg.sender]) {
        joined[msg.sender] = true;
        rationLeft[msg.sender] = RATION;
    }
    require(amount <= rationLeft[msg.sender], "ration used up");
    rationLeft[msg.sender] -= amount;
    _move(address(this), msg.sender, amount);
}
